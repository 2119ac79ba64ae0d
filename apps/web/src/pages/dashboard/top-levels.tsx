import type { TopLevelEntry, User } from '@mnemoria/protocol';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { EventMeta } from '../../api/event-queries.ts';
import { EventIcon } from '../../ui/event-icon.tsx';
import { formatLevel, formatMark } from '../profile/progress-format.ts';
import { displayNameOf, rankOf } from '../train/event-labels.ts';

/** Rows shown while the panel is collapsed. */
export const TOP_LEVELS_COLLAPSED = 4;

/**
 * Top Levels: every event, highest level first, with the user's rank in it, 'Lv {level}' and the
 * standard best (score/total, or Blocktris' fastest speed in ms); N/A where nothing was played.
 */
export function TopLevels({
  entries,
  user,
  meta,
}: {
  entries: TopLevelEntry[];
  user: User;
  meta: EventMeta[] | undefined;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? entries : entries.slice(0, TOP_LEVELS_COLLAPSED);
  const canToggle = entries.length > TOP_LEVELS_COLLAPSED;
  return (
    <section className="panel top-levels" aria-labelledby={`${listId}-title`}>
      <div className="top-levels__head">
        <h2 id={`${listId}-title`} className="top-levels__title">
          Top Levels
        </h2>
        {canToggle ? (
          <button
            type="button"
            className="top-levels__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'SHOW LESS' : 'SHOW ALL'}
          </button>
        ) : null}
      </div>
      <ul id={listId} className="top-levels__list">
        {shown.map((entry) => {
          const name = displayNameOf(entry.event, meta);
          const rank = rankOf(user, entry.event);
          return (
            <li key={entry.event} className="top-levels__row" data-event={entry.event}>
              <EventIcon event={entry.event} />
              <Link className="top-levels__name" to={`/app/chart?event=${entry.event}`}>
                {name}
              </Link>
              {rank ? (
                <img
                  className="top-levels__rank"
                  src={rank.imageUrl}
                  alt={rank.name}
                  title={rank.name}
                  width={28}
                  height={28}
                />
              ) : (
                <span />
              )}
              <span className="top-levels__level">{formatLevel(entry)}</span>
              <span className="top-levels__mark">{formatMark(entry)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
