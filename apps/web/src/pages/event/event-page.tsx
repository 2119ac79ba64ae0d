import { type EventName, isEventName } from '@mnemoria/events';
import { useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta, useRefreshUserOnOpen } from '../../api/event-queries.ts';
import { EventIcon } from '../../ui/event-icon.tsx';
import { displayNameOf, rankOf } from '../train/event-labels.ts';
import { EventTabs, isEventTab } from './event-tabs.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { PracticeTab } from './practice-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { StandardTab } from './standard-tab.tsx';
import '../../ui/page.css';
import './event-page.css';

/**
 * Event page (/app/event/:event/:type). An unknown event goes back to the Train grid; an
 * unknown tab (e.g. a 'versus' link) opens Standard.
 */
export function EventPage() {
  const { event = '', type = '' } = useParams();
  if (!isEventName(event)) return <Navigate to="/app/train" replace />;
  if (!isEventTab(type)) return <Navigate to={`/app/event/${event}/standard`} replace />;
  return <EventView event={event} tab={type} />;
}

function EventView({ event, tab }: { event: EventName; tab: 'standard' | 'practice' | 'settings' }) {
  const { data: user } = useCurrentUser();
  const { data: meta } = useEventMeta();
  const panelId = useId();
  useRefreshUserOnOpen();

  if (!user) return null;
  const name = displayNameOf(event, meta);
  const rank = rankOf(user, event);

  return (
    <div className="page event-page">
      <title>{`${name} · Mnemoria`}</title>
      <header className="event-head">
        <EventIcon event={event} size="lg" />
        <div className="event-head__title">
          <h1 className="page__title">{name}</h1>
          <FavoriteButton event={event} name={name} />
          <Link className="event-head__chart" to={`/app/chart?event=${event}`}>
            Progress chart
          </Link>
        </div>
        {rank ? (
          <div className="event-head__rank">
            <img src={rank.imageUrl} alt="" width={48} height={48} />
            <span>
              <span className="event-head__rank-label">Rank</span>
              <span className="event-head__rank-name">{rank.name}</span>
            </span>
          </div>
        ) : null}
      </header>
      <EventTabs event={event} current={tab} panelId={panelId} />
      <section
        id={panelId}
        className="panel event-panel"
        role="tabpanel"
        aria-labelledby={`${panelId}-${tab}`}
      >
        {tab === 'standard' ? <StandardTab event={event} user={user} name={name} /> : null}
        {tab === 'practice' ? <PracticeTab event={event} user={user} /> : null}
        {tab === 'settings' ? <SettingsTab event={event} /> : null}
      </section>
    </div>
  );
}
