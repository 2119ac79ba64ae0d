import type { RatingTable, StandardBestItem } from '@mnemoria/protocol';
import { Link } from 'react-router';
import { ratingText } from '../../api/versus-queries.ts';
import { EventIcon } from '../../ui/event-icon.tsx';
import { formatBest, formatDay } from './progress-format.ts';

/**
 * Event, Level, Best: the standard best (what ranks) and, labelled apart, the practice best; plus
 * how many sessions were played and when last, the event's versus rating ('—' before a first
 * match), and a link to the event's progress chart. On a phone each event becomes a card of labelled
 * values (`data-label`), since seven columns do not fit and a sideways scroll hides half of them.
 */
export function BestsTable({ items, ratings }: { items: StandardBestItem[]; ratings?: RatingTable }) {
  return (
    <div className="table-scroll">
      <table className="data-table bests-table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Level</th>
            <th scope="col">Best</th>
            <th scope="col">Practice best</th>
            <th scope="col">Sessions</th>
            <th scope="col">Last played</th>
            <th scope="col">Versus</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name} data-event={item.name}>
              <th scope="row">
                <span className="bests-table__event">
                  <EventIcon event={item.name} />
                  <Link to={`/app/chart?event=${item.name}`} title={`${item.displayName} Progress`}>
                    {item.displayName}
                  </Link>
                </span>
              </th>
              <td data-label="Level">{item.level}</td>
              <td className="bests-table__best" data-cell="best" data-label="Best">
                {formatBest(item.name, item.best)}
              </td>
              <td data-cell="practice-best" data-label="Practice best">
                {formatBest(item.name, item.practiceBest)}
              </td>
              <td data-cell="sessions" data-label="Sessions">
                {item.sessions}
                {item.sessions > 0 ? (
                  <span className="bests-table__split">
                    {' '}
                    ({item.standardSessions} standard, {item.practiceSessions} practice, {item.versusSessions}{' '}
                    versus)
                  </span>
                ) : null}
              </td>
              <td data-cell="last-played" data-label="Last played">
                {formatDay(item.lastPlayedAt)}
              </td>
              <td data-cell="versus-rating" data-label="Versus">
                {ratings?.[item.name] ? ratingText(ratings[item.name]) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bests-table__note">
        Best is your standard best: it sets your rank and your place on the leaderboard. Practice results
        count only towards the practice best.
      </p>
    </div>
  );
}
