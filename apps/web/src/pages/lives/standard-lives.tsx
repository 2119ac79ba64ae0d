import { countOf } from '@mnemoria/protocol';
import { useEffect, useId, useState } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useStandardLives } from './live-feed.ts';

/** A search is asked for once typing pauses this long. */
const SEARCH_PAUSE_MS = 250;

/**
 * 'Standard': the live-shared sessions, newest first, a page at a time, with a search in the
 * players' names. A session that starts appears at the top of the first page at once (pushed);
 * on another page or with a search, the list is asked again on every push.
 */
export function StandardLivesPanel({ displayName }: { displayName(event: string): string }) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 1, q: '' });
  useEffect(() => {
    const q = typed.trim();
    const timer = setTimeout(() => setQuery((now) => (now.q === q ? now : { page: 1, q })), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const lives = useStandardLives(query);
  const pages = lives ? Math.max(1, Math.ceil(lives.total / lives.pageSize)) : 1;
  // Sessions ended while a later page was shown: go to the last page there still is.
  useEffect(() => {
    if (lives && lives.lives.length === 0 && lives.page > pages) setQuery((now) => ({ ...now, page: pages }));
  }, [lives, pages]);
  const current = lives !== null && lives.page === query.page && lives.q === query.q;
  return (
    <section className="panel lives__panel" aria-labelledby="lives-standard" aria-busy={!current}>
      <div className="lives__head">
        <h2 id="lives-standard" className="lives__title">
          Standard
        </h2>
        {lives ? (
          <span className="lives__total" data-testid="lives-total">
            {countOf(lives.total, 'session')}
            {lives.q ? ` matching “${lives.q}”` : ' live'}
          </span>
        ) : null}
      </div>
      <search className="lives__search">
        <label htmlFor={searchId} className="visually-hidden">
          Search by name
        </label>
        <input
          id={searchId}
          type="search"
          className="control lives__search-input"
          placeholder="Search by name"
          maxLength={40}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </search>
      {lives === null ? (
        <p className="lives__empty">Loading...</p>
      ) : lives.lives.length === 0 ? (
        <p className="lives__empty">
          {lives.q
            ? `No one whose name contains “${lives.q}” is training live.`
            : 'No one is training live right now.'}
        </p>
      ) : (
        <ul className="lives__list" data-testid="standard-lives">
          {lives.lives.map((live) => (
            <li key={live.bmevent._id} className="lives__item" data-bmevent={live.bmevent._id}>
              <EventIcon event={live.bmevent.name} />
              <span className="lives__who">
                <span className="lives__user">{live.user.userName}</span>
                <span className="lives__event">{displayName(live.bmevent.name)}</span>
              </span>
              <ButtonLink
                variant="primary"
                to={`/app/event/watch/${encodeURIComponent(live.bmevent._id)}?returnTo=/app/dashboard/lives`}
                aria-label={`Watch ${live.user.userName}`}
              >
                Watch
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
      {lives && pages > 1 ? (
        <div className="lives__pager">
          <Pager
            page={query.page}
            pages={pages}
            onPage={(page) => setQuery((now) => ({ ...now, page }))}
            label="Lives pages"
          />
        </div>
      ) : null}
    </section>
  );
}
