import { type EventName, isEventName } from '@mnemoria/events';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router';
import type { EventViews } from '../events/types.ts';
import { GameMessage } from './game-message.tsx';
import { GameSession } from './game-session.tsx';
import './game.css';

const TYPES = ['standard', 'practice'];

/**
 * /app/event/:event/:type/start. Versus games start from a match (so they redirect to /app/versus);
 * media events show plainly that they cannot be played yet. The route's loader has downloaded the
 * event's views (null for an unknown event).
 */
export function GamePage() {
  const { event = '', type = '' } = useParams();
  const views = useLoaderData() as EventViews | null;
  const location = useLocation();
  if (type === 'versus') return <Navigate to="/app/versus" replace />;
  if (!isEventName(event) || !views || !TYPES.includes(type)) return <Navigate to="/app/train" replace />;
  const back = `/app/event/${event}/${type}`;
  if (!views.playable) {
    return (
      <GameMessage title={titleOf(event)} back={back}>
        This event is not playable yet.
      </GameMessage>
    );
  }
  return <GameSession key={location.key} event={event} type={type} back={back} views={views} />;
}

function titleOf(event: EventName): string {
  return event === 'tetris' ? 'Blocktris' : event.charAt(0).toUpperCase() + event.slice(1);
}
