import { type RatingPoint, VERSUS_RATING_KEYS, type VersusRatingKey } from '@mnemoria/protocol';
import { useId, useMemo, useState } from 'react';
import type uPlot from 'uplot';
import { useEventMeta } from '../../api/event-queries.ts';
import { useRatingHistory } from '../../api/versus-history-queries.ts';
import { Plot } from '../../ui/plot.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import './rating-graph.css';

const LINE = '#2563eb';
const HEIGHT = 240;

const shown = (p: RatingPoint) => `${p.rating}${p.provisional ? '?' : ''}`;

/**
 * The profile's versus rating over time: overall or one event's, the start and then the rating
 * after each rated match (uPlot, downloaded with this panel only).
 */
export function RatingGraph() {
  const [event, setEvent] = useState<VersusRatingKey>('overall');
  const { data: points, isError } = useRatingHistory(event);
  const { data: meta } = useEventMeta();
  const selectId = useId();
  const label = (e: VersusRatingKey) => (e === 'overall' ? 'Overall' : displayNameOf(e, meta));
  const first = points?.[0];
  const last = points?.at(-1);
  const matches = points ? Math.max(0, points.length - 1) : 0;
  return (
    <section className="panel rating-graph" aria-labelledby={`${selectId}-title`}>
      <div className="rating-graph__head">
        <h2 id={`${selectId}-title`} className="rating-graph__title">
          Versus rating over time
        </h2>
        <label className="rating-graph__pick">
          <span>Rating</span>
          <select
            id={selectId}
            className="control"
            value={event}
            onChange={(e) => setEvent(e.target.value as VersusRatingKey)}
          >
            {VERSUS_RATING_KEYS.map((e) => (
              <option key={e} value={e}>
                {label(e)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isError ? (
        <p className="rating-graph__empty">Could not load your rating history. Please refresh.</p>
      ) : !points ? (
        <p className="rating-graph__empty">Loading…</p>
      ) : !first || !last || matches === 0 ? (
        <p className="rating-graph__empty" data-testid="rating-graph-empty">
          No rated {event === 'overall' ? '' : `${label(event)} `}match yet: play one in Versus to start your
          graph.
        </p>
      ) : (
        <>
          <p className="rating-graph__summary" data-testid="rating-graph-summary">
            {shown(last)} after {matches} rated {matches === 1 ? 'match' : 'matches'} (started at{' '}
            {shown(first)})
          </p>
          <RatingPlot
            points={points}
            label={`${label(event)} versus rating by rated match: from ${shown(first)} to ${shown(last)}.`}
          />
        </>
      )}
    </section>
  );
}

/** The rating line: the start, then the rating after each rated match, one point each. */
function RatingPlot({ points, label }: { points: RatingPoint[]; label: string }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((_p, i) => i), points.map((p) => p.rating)],
    [points],
  );
  return <Plot options={ratingOptions} data={data} label={label} className="rating-graph__plot" />;
}

const grid = { stroke: 'rgba(128,128,128,0.15)' };

function ratingOptions(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.3, max + 0.3] },
      y: {
        range: (_u, min, max) => [Math.floor((min - 25) / 50) * 50, Math.ceil((max + 25) / 50) * 50],
      },
    },
    axes: [
      {
        stroke: 'currentColor',
        grid,
        label: 'Rated matches',
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
        values: (_u, ticks) => ticks.map((t) => String(t)),
      },
      { stroke: 'currentColor', grid, size: 56, values: (_u, ticks) => ticks.map((t) => String(t)) },
    ],
    series: [
      { label: 'Match' },
      {
        label: 'Rating',
        stroke: LINE,
        width: 3,
        points: { show: true, size: 7, fill: LINE, stroke: LINE },
      },
    ],
  };
}
