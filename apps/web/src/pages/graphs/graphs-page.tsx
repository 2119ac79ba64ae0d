import { EVENT_NAMES, type EventName, isEventName } from '@mnemoria/events';
import { ANALYTICS_EVENTS, type AnalyticsEvent, type SessionPoint } from '@mnemoria/protocol';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import { useSessionPoints } from '../../api/history-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Plot } from '../../ui/plot.tsx';
import { formatMs } from '../history/format.ts';
import { displayNameOf } from '../train/event-labels.ts';
import { ItemsPanel } from './items-panel.tsx';
import { accuracyByTime, MODE_COLORS, scoreOverTime } from './session-charts.ts';
import '../../ui/page.css';
import '../chart/chart.css';
import './graphs.css';

const isAnalyticsEvent = (e: EventName): e is AnalyticsEvent =>
  (ANALYTICS_EVENTS as readonly string[]).includes(e);

/**
 * Graphs (/app/graphs?event=…): score over time and accuracy against memorize time for one
 * event, every mode in its own colour, then the athlete's weakest, slowest and most-missed items.
 */
export function GraphsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('event') ?? 'decimal';
  const event: EventName = isEventName(raw) ? raw : 'decimal';
  const { data: meta } = useEventMeta();
  const points = useSessionPoints(event);
  const selectId = useId();
  const list = points.data ?? [];

  return (
    <div className="page graphs-page">
      <title>Graphs · Mnemoria</title>
      <header className="page__header page__header--row">
        <h1 className="page__title">Graphs</h1>
        <div className="graphs-page__tools">
          <label className="visually-hidden" htmlFor={selectId}>
            Event
          </label>
          <select
            id={selectId}
            className="control"
            value={event}
            onChange={(e) => setParams({ event: e.target.value }, { replace: true })}
          >
            {EVENT_NAMES.map((e) => (
              <option key={e} value={e}>
                {displayNameOf(e, meta)}
              </option>
            ))}
          </select>
          <ButtonLink variant="secondary" to="/app/history">
            History
          </ButtonLink>
        </div>
      </header>
      {points.isError ? (
        <Alert tone="danger">Failed to fetch your sessions. Please try again.</Alert>
      ) : points.isPending ? (
        <p className="page__lead">Loading...</p>
      ) : list.length === 0 ? (
        <section className="panel">
          <p className="page__lead">No finished {displayNameOf(event, meta)} sessions yet.</p>
        </section>
      ) : (
        <SessionGraphs points={list} />
      )}
      {isAnalyticsEvent(event) ? (
        <ItemsPanel event={event} />
      ) : (
        <section className="panel">
          <p className="page__lead">
            Per-item figures are kept for Binary, Decimal, Cards, Images and Names.
          </p>
        </section>
      )}
    </div>
  );
}

function Legend({ points }: { points: SessionPoint[] }) {
  const modes = (['standard', 'practice', 'versus'] as const).filter((m) => points.some((p) => p.mode === m));
  return (
    <p className="graphs-legend">
      {modes.map((m) => (
        <span key={m}>
          <span className="graphs-legend__key" style={{ background: MODE_COLORS[m] }} />{' '}
          {m.charAt(0).toUpperCase() + m.slice(1)}
        </span>
      ))}
    </p>
  );
}

function SessionGraphs({ points }: { points: SessionPoint[] }) {
  const score = useMemo(() => scoreOverTime(points), [points]);
  const accuracy = useMemo(() => accuracyByTime(points), [points]);
  const best = Math.max(...points.map((p) => p.score));
  const avgPercent = points.reduce((s, p) => s + p.percent, 0) / points.length;
  const avgMs = points.reduce((s, p) => s + p.memorizeMs, 0) / points.length;
  return (
    <div className="graphs-pair">
      <section className="panel graphs-section" aria-labelledby="graphs-score">
        <h2 id="graphs-score" className="graphs-section__title">
          Score over time, session by session
        </h2>
        <Plot
          options={score.options}
          data={score.data}
          label={`Score by session, oldest first: ${points.length} sessions, best ${best}.`}
          testId="graph-score"
          className="graphs-plot"
        />
        <Legend points={points} />
      </section>
      <section className="panel graphs-section" aria-labelledby="graphs-accuracy">
        <h2 id="graphs-accuracy" className="graphs-section__title">
          Accuracy against memorize time
        </h2>
        <Plot
          options={accuracy.options}
          data={accuracy.data}
          label={`Accuracy by memorize time: ${points.length} sessions.`}
          testId="graph-accuracy"
          className="graphs-plot"
        />
        <Legend points={points} />
        <p className="page__lead" data-testid="graphs-averages">
          {points.length} {points.length === 1 ? 'session' : 'sessions'}: {Math.round(avgPercent)}% right on
          average, memorized in {formatMs(avgMs)} on average.
        </p>
      </section>
    </div>
  );
}
