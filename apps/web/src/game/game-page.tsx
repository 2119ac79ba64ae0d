import { isEventName } from '@mnemoria/events';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router';
import type { EventViews } from '../events/types.ts';
import { GameSession } from './game-session.tsx';
import { VersusGame } from './versus-game.tsx';
import './game.css';
import './game-versus.css';

const TYPES = ['standard', 'practice'];

/**
 * /app/event/:event/:type/start. Versus games play the match the server started (without one,
 * back to /app/versus). The route's loader has downloaded the event's views (null for an unknown
 * event).
 */
export function GamePage() {
  const { event = '', type = '' } = useParams();
  const views = useLoaderData() as EventViews | null;
  const location = useLocation();
  if (type === 'versus') {
    // A match is made on /app/versus; without one (or views) this screen has nothing to load.
    if (!isEventName(event) || !views?.playable) return <Navigate to="/app/versus" replace />;
    return <VersusGame key={event} event={event} views={views} />;
  }
  if (!isEventName(event) || !views || !TYPES.includes(type)) return <Navigate to="/app/train" replace />;
  const back = `/app/event/${event}/${type}`;
  return <GameSession key={location.key} event={event} type={type} back={back} views={views} />;
}
