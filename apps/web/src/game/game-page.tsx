import { type EventName, isEventName } from '@mnemoria/events';
import { Navigate, useLocation, useParams } from 'react-router';
import { viewsOf } from '../events/registry.ts';
import { GameMessage } from './game-message.tsx';
import { GameSession } from './game-session.tsx';
import './game.css';

const TYPES = ['standard', 'practice'];

/**
 * /app/event/:event/:type/start. Versus games start from a match (spec §2: redirect to /app/versus);
 * media events show plainly that they cannot be played yet.
 */
export function GamePage() {
  const { event = '', type = '' } = useParams();
  const location = useLocation();
  if (type === 'versus') return <Navigate to="/app/versus" replace />;
  if (!isEventName(event) || !TYPES.includes(type)) return <Navigate to="/app/train" replace />;
  const back = `/app/event/${event}/${type}`;
  if (!viewsOf(event).playable) {
    return (
      <GameMessage title={titleOf(event)} back={back}>
        This event is not playable yet.
      </GameMessage>
    );
  }
  return <GameSession key={location.key} event={event} type={type} back={back} />;
}

function titleOf(event: EventName): string {
  return event === 'tetris' ? 'Blocktris' : event.charAt(0).toUpperCase() + event.slice(1);
}
