import { useId } from 'react';
import { Link } from 'react-router';
import '../../ui/page.css';
import './leaderboard.css';

/** Standard | Versus: each tab is an address, so a board can be linked to. */
function BoardTabs({ current }: { current: 'standard' | 'versus' }) {
  const tab = (id: 'standard' | 'versus', label: string, to: string) => (
    <Link to={to} className="leaderboard__tab" aria-current={current === id ? 'page' : undefined} replace>
      {label}
    </Link>
  );
  return (
    <nav className="leaderboard__tabs" aria-label="Leaderboards">
      {tab('standard', 'Standard', '/app/leaderboard')}
      {tab('versus', 'Versus', '/app/leaderboard?board=versus')}
    </nav>
  );
}

/** The leaderboard page's header: its title, the Standard | Versus tabs and the tab's own choice. */
export function BoardHeader<K extends string>({
  current,
  selectLabel,
  value,
  options,
  optionLabel,
  onSelect,
}: {
  current: 'standard' | 'versus';
  selectLabel: string;
  value: K;
  options: readonly K[];
  optionLabel: (key: K) => string;
  onSelect: (key: K) => void;
}) {
  const selectId = useId();
  return (
    <header className="page__header page__header--row">
      <div className="leaderboard__heading">
        <h1 className="page__title">Leaderboard</h1>
        <BoardTabs current={current} />
      </div>
      <div className="leaderboard__event">
        <label htmlFor={selectId}>{selectLabel}</label>
        <select
          id={selectId}
          className="control leaderboard__select"
          value={value}
          onChange={(e) => onSelect(e.target.value as K)}
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
