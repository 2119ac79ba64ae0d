import type { ReplayItem, ReplaySegment } from '@mnemoria/protocol';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useReplay } from '../../api/history-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { formatScore } from '../profile/progress-format.ts';
import { formatMs, formatWhen, modeLabel } from './format.ts';
import '../../ui/page.css';
import '../chart/chart.css';
import './history.css';

const VERDICT = { right: 'Right', wrong: 'Wrong', empty: 'Blank' } as const;

/** One finished session: its memorize timeline and its recall against the key, item by item. */
export function ReplayPage() {
  const { id = '' } = useParams();
  const replay = useReplay(id);
  const s = replay.data;

  return (
    <div className="page replay-page">
      <title>{`${s ? `${s.displayName} replay` : 'Replay'} · Mnemoria`}</title>
      <p>
        <Link to="/app/history">← History</Link>
      </p>
      {replay.isError ? (
        <section className="panel">
          <Alert tone="danger">This session cannot be shown: it is not one of your finished sessions.</Alert>
        </section>
      ) : !s ? (
        <p className="page__lead">Loading...</p>
      ) : (
        <>
          <header className="page__header">
            <h1 className="page__title">
              {s.displayName} · {modeLabel(s.mode)}
            </h1>
            <p className="page__lead" data-testid="replay-summary">
              Score {formatScore(s.score)} of {s.max} ({Math.round(s.percent)}%) · memorized in{' '}
              {formatMs(s.memorizeMs)} · ended {formatWhen(s.endedAt)}
            </p>
          </header>
          <Timeline segments={s.timeline} memorizeMs={s.memorizeMs} />
          <Recall items={s.recall} />
        </>
      )}
    </div>
  );
}

function Timeline({ segments, memorizeMs }: { segments: ReplaySegment[]; memorizeMs: number }) {
  return (
    <section className="panel replay-section" aria-labelledby="replay-memorize">
      <h2 id="replay-memorize" className="replay-section__title">
        Memorize timeline
      </h2>
      {segments.length === 0 ? (
        <p className="page__lead">No memorize time was recorded for this session.</p>
      ) : (
        <>
          <div className="replay-bar" aria-hidden="true">
            {segments.map((seg) => (
              <span
                key={seg.fromMs}
                className={`replay-bar__part replay-bar__part--${seg.index % 6}`}
                style={{ width: `${((seg.toMs - seg.fromMs) / Math.max(1, memorizeMs)) * 100}%` }}
                title={`${seg.label}: ${formatMs(seg.toMs - seg.fromMs)}`}
              />
            ))}
          </div>
          <table className="data-table replay-table">
            <caption className="visually-hidden">Which item was on screen when</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">For</th>
                <th scope="col">On screen</th>
              </tr>
            </thead>
            <tbody>
              {segments.map((seg) => (
                <tr key={seg.fromMs} data-testid="timeline-row">
                  <td data-label="From">{formatMs(seg.fromMs)}</td>
                  <td data-label="To">{formatMs(seg.toMs)}</td>
                  <td data-label="For">{formatMs(seg.toMs - seg.fromMs)}</td>
                  <td data-label="On screen" className="replay-table__label">
                    {seg.label}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** The missed items first: a long recall (hundreds of digits) is mostly right. */
function Recall({ items }: { items: ReplayItem[] }) {
  const missed = items.filter((it) => it.verdict !== 'right').length;
  const [all, setAll] = useState(missed === 0);
  const shown = all ? items : items.filter((it) => it.verdict !== 'right');
  return (
    <section className="panel replay-section" aria-labelledby="replay-recall">
      <h2 id="replay-recall" className="replay-section__title">
        Recall
      </h2>
      <p className="page__lead">
        {items.length - missed} of {items.length} right{missed ? `, ${missed} missed` : ''}.
      </p>
      {missed > 0 ? (
        <p>
          <Button variant="secondary" aria-pressed={all} onClick={() => setAll(!all)}>
            {all ? 'Show only the missed items' : `Show all ${items.length} items`}
          </Button>
        </p>
      ) : null}
      <table className="data-table replay-table">
        <caption className="visually-hidden">Your answer against the key, item by item</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Key</th>
            <th scope="col">Your answer</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((it) => (
            <tr key={it.index} className={`replay-row--${it.verdict}`} data-testid="recall-row">
              <td data-label="#">{it.index + 1}</td>
              <td data-label="Key">{it.expected}</td>
              <td data-label="Your answer">{it.given ?? '—'}</td>
              <td data-label="Verdict">
                <span className={`replay-verdict replay-verdict--${it.verdict}`}>{VERDICT[it.verdict]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
