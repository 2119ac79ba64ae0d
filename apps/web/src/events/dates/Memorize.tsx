import type { DateRaw } from '@mnemoria/events';
import { DensityControl, useDensity } from '../digits/density.tsx';
import type { MemorizeProps } from '../types.ts';
import '../common/text-list.css';
import './dates.css';

/**
 * Pages of dates_group_number rows, each a year and its event; the current page is highlighted.
 * A short last page keeps its rows at the top; the text size follows the density setting.
 */
export function DatesMemorize({ data, current }: MemorizeProps) {
  const pages = data.formatted as DateRaw[][];
  const density = useDensity();
  return (
    <div className="dates-memorize" style={density.style}>
      <DensityControl />
      <div className="dates-pages" data-testid="memorize-dates">
        {pages.map((page, p) => (
          <ul
            // biome-ignore lint/suspicious/noArrayIndexKey: pages never reorder
            key={p}
            className={`text-group${p === current ? ' is-current' : ''}`}
            aria-current={p === current ? 'true' : undefined}
          >
            {page.map((item) => (
              <li key={item.text} className="date-row" data-year={item.year} data-text={item.text}>
                <span className="date-row__year">{item.year}</span>
                <span className="date-row__text">{item.text}</span>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
