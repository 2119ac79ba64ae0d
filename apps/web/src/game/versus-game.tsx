import type { EventName } from '@mnemoria/events';
import type { ClientBmevent, VersusState } from '@mnemoria/protocol';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { VersusGameChat } from '../chat/match-chat.tsx';
import type { PlayableEvent } from '../events/types.ts';
import { afterMatchPath } from '../pages/tournaments/arena-return.ts';
import { useMainSocketConnection } from '../realtime/use-main-socket.ts';
import { useVersus, useVersusConnection } from '../realtime/use-versus.ts';
import { disconnectVersus, versus } from '../realtime/versus-client.ts';
import { sessionMemory } from './api.ts';
import { GameSession, type MatchExtras } from './game-session.tsx';
import { VersusEnded } from './versus-ended.tsx';
import { OpponentProgress, VersusResultPanel } from './versus-panels.tsx';

/**
 * /app/event/:event/versus/start: the participant's side of a match. The session was made by the
 * server (`start-bmevent`, or the versus state after a reload); with none, back to /app/versus.
 * The match signals arrive on the main channel and the versus state on /versus, so both stay
 * connected here although the game screen sits outside the app shell.
 */
export function VersusGame({ event, views }: { event: EventName; views: PlayableEvent }) {
  useMainSocketConnection(true);
  useVersusConnection();
  const navigate = useNavigate();
  const state = useVersus((c) => c.state);
  const start = useVersus((c) => c.start);
  const derived = sessionFor(event, start, state);
  const [kept, setKept] = useState<string | null>(derived);
  // The id is kept once known: the versus state returns to none when the match ends, while the
  // result stays on screen.
  useEffect(() => {
    if (derived && !kept) setKept(derived);
  }, [derived, kept]);
  const sessionId = kept ?? derived;

  const match = useMemo<MatchExtras | null>(() => {
    if (!sessionId) return null;
    return {
      sessionId,
      onLoaded: async (session: ClientBmevent) => (await versus.loaded(session._id)).success,
      aside: <OpponentProgress />,
      result: (session) => <VersusResultPanel session={session} />,
      ended: (session, onExit) => <VersusEnded session={session} onExit={onExit} />,
      onExit: () => {
        // Exit after a match: the versus state resets and the athlete is back on /app/versus, or on
        // the arena that paired the match.
        void versus.leave().finally(() => {
          disconnectVersus();
          navigate(afterMatchPath());
        });
      },
    };
  }, [sessionId, navigate]);

  if (!match) {
    // Still connecting: the first /versus update says whether a match is on.
    if (!state) return <p className="game-waiting">Getting ready…</p>;
    return <Navigate to="/app/versus" replace />;
  }
  return (
    <>
      <GameSession event={event} type="versus" back="/app/versus" views={views} match={match} />
      <VersusGameChat />
    </>
  );
}

function sessionFor(
  event: EventName,
  start: { eventName: string; bmeventId: string } | null,
  state: VersusState | null,
): string | null {
  if (start && start.eventName === event) return start.bmeventId;
  const room = state?.room;
  if (state?.stage === 'match' && room?.bmeventId && room.eventName === event) return room.bmeventId;
  // A reload of the result screen: the match is over, the tab still knows its session.
  if (state?.lastResult?.eventName === event) return sessionMemory.get(event, 'versus');
  return null;
}
