import { EVENT_NAMES, type EventName, isEventName } from '@mnemoria/events';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { useChartData } from '../../api/progress-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import { goalReached } from './chart-options.ts';
import { ChartTable } from './chart-table.tsx';
import { DateRange } from './date-range.tsx';
import { ProgressChart } from './progress-chart.tsx';
import { XAxisSettings } from './x-axis-settings.tsx';
import '../../ui/page.css';
import './chart.css';

/**
 * Event progress chart (/app/chart?event=…): '{event} Progress', the event dropdown, the gear
 * popover with 'Show date as X axis' (kept on the user), the line chart and the 'Dates:' range.
 * Without dates it shows the latest 5 results.
 */
export function ChartPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('event') ?? '';
  const event: EventName | null = isEventName(raw) ? raw : null;
  const { data: user } = useCurrentUser();
  const { data: meta } = useEventMeta();
  const [start, setStart] = useState('');
  const [stop, setStop] = useState('');
  const chart = useChartData(event, start, stop);
  const selectId = useId();
  if (!user) return null;

  const name = event ? displayNameOf(event, meta) : '';
  const goal = event ? user.goals.standard[event]?.goal : undefined;
  const points = chart.data ?? [];
  const dateAxis = user.settings.chart.date_as_x_axis;
  const reached = event ? goalReached(event, points, goal) : false;

  return (
    <div className="page chart-page">
      <title>{`${event ? `${name} Progress` : 'Progress'} · Mnemoria`}</title>
      <header className="chart-page__head">
        <h1 className="page__title">{event ? `${name} Progress` : 'Progress'}</h1>
        <div className="chart-page__tools">
          <label className="visually-hidden" htmlFor={selectId}>
            Event
          </label>
          <select
            id={selectId}
            className="control chart-page__select"
            value={event ?? ''}
            onChange={(e) => setParams({ event: e.target.value }, { replace: true })}
          >
            <option value="" disabled>
              Select event
            </option>
            {EVENT_NAMES.map((e) => (
              <option key={e} value={e}>
                {displayNameOf(e, meta)}
              </option>
            ))}
          </select>
          <XAxisSettings value={dateAxis} />
          <ButtonLink variant="secondary" to="/app/history">
            History
          </ButtonLink>
        </div>
      </header>
      <section className="panel chart-page__panel">
        {!event ? (
          <p className="page__lead">Select an event to see your progress.</p>
        ) : chart.isError ? (
          <Alert tone="danger">Failed to fetch data. Please try again.</Alert>
        ) : chart.isPending ? (
          <p className="page__lead">Loading...</p>
        ) : points.length === 0 ? (
          <p className="page__lead">No results {start || stop ? 'on these dates' : `in ${name} yet`}.</p>
        ) : (
          <>
            <ProgressChart event={event} points={points} dateAxis={dateAxis} reached={reached} />
            <p className="chart-page__legend">
              <span>
                <span className={`chart-page__key chart-page__key--${reached ? 'gold' : 'blue'}`} /> Standard
                {goal ? ` (goal ${goal}${event === 'tetris' ? ' ms' : ''}${reached ? ', reached' : ''})` : ''}
              </span>
              <span>
                <span className="chart-page__key chart-page__key--practice" /> Practice
              </span>
              {points.some((p) => p.mode === 'versus') ? (
                <span>
                  <span className="chart-page__key chart-page__key--versus" /> Versus
                </span>
              ) : null}
            </p>
            <ChartTable event={event} points={points} />
          </>
        )}
        <DateRange
          start={start}
          stop={stop}
          onChange={(s, e) => {
            setStart(s);
            setStop(e);
          }}
        />
      </section>
    </div>
  );
}
