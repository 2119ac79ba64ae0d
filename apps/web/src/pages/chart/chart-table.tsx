import type { EventName } from '@mnemoria/events';
import type { ChartPoint } from '@mnemoria/protocol';
import { formatDay, formatScore } from '../profile/progress-format.ts';

/** The chart's points as a table: the accessible alternative, and exact figures for everyone. */
export function ChartTable({ event, points }: { event: EventName; points: ChartPoint[] }) {
  const speed = event === 'tetris';
  return (
    <details className="chart-table">
      <summary>Show the results as a table</summary>
      <table className="data-table">
        <caption className="visually-hidden">Results shown in the chart</caption>
        <thead>
          <tr>
            <th scope="col">Trial</th>
            <th scope="col">Date</th>
            <th scope="col">Mode</th>
            <th scope="col">Score</th>
            {speed ? <th scope="col">Speed</th> : null}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={`${p.trialNumber}-${p.createdAt}`}>
              <td>{p.trialNumber}</td>
              <td>{formatDay(p.createdAt)}</td>
              <td>{p.mode === 'standard' ? 'Standard' : p.mode === 'practice' ? 'Practice' : 'Versus'}</td>
              <td>
                {formatScore(p.score)} ({Math.round(p.percent)}%)
              </td>
              {speed ? <td>{p.block_speed === null ? 'N/A' : `${p.block_speed} ms`}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
