import type { EventName } from '@mnemoria/events';
import { ARENA_ROOM_PREFIX, type ArenaStandingsSignal, type TournamentDetail } from '@mnemoria/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import {
  arenaGamesKey,
  clockText,
  tournamentKey,
  useArenaAction,
  useTournament,
} from '../../api/tournament-queries.ts';
import { ChatPanel } from '../../chat/chat-panel.tsx';
import { mainSocket } from '../../realtime/main-socket.ts';
import { useVersus } from '../../realtime/use-versus.ts';
import { versusStore } from '../../realtime/versus-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import { ArenaGamesPanel } from './arena-games.tsx';
import { rememberArena } from './arena-return.ts';
import { ArenaStandings } from './arena-standings.tsx';
import '../../ui/page.css';
import './tournaments.css';

/** Before the match screen opens: long enough to read "you are paired". */
const PAIRED_PAUSE_MS = 1200;

/**
 * /app/tournaments/:id: an arena's countdown, Join / Pause / Leave, and its standings, live (the
 * page sits in the arena's room, and a joined player here counts as connected, so pairable). When
 * the server pairs the player it starts the match: the page says so and opens the match screen,
 * which comes back here after the result.
 */
export function ArenaPage() {
  const { id = '' } = useParams();
  const arena = useTournament(id);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: meta } = useEventMeta();
  const action = useArenaAction(id);
  const start = useVersus((c) => c.start);
  // A start signal already known when the page opened belongs to a match played before.
  const seenStart = useRef(versusStore.get().start?.matchId ?? null);
  const [paired, setPaired] = useState(false);

  // The arena's room: standings pushed live; rejoined after a reconnect.
  useEffect(() => {
    if (!id) return;
    const watch = () => mainSocket.emit('arena-watch', id, () => {});
    const onStandings = (s: ArenaStandingsSignal) => {
      if (s.id !== id) return;
      client.setQueryData<TournamentDetail>(tournamentKey(id), (old) =>
        old
          ? { ...old, status: s.status, players: s.players, standings: s.standings, winner: s.winner }
          : old,
      );
      // A push follows every pairing and every scored game: the games list changed too.
      void client.invalidateQueries({ queryKey: arenaGamesKey(id) });
    };
    mainSocket.on('connect', watch);
    mainSocket.on('arena-standings', onStandings);
    if (mainSocket.connected) watch();
    return () => {
      mainSocket.off('connect', watch);
      mainSocket.off('arena-standings', onStandings);
      mainSocket.emit('arena-unwatch', id);
    };
  }, [id, client]);

  // Paired: the server started a match for us; its screen opens after a moment.
  useEffect(() => {
    if (!start || start.matchId === seenStart.current) return;
    seenStart.current = start.matchId;
    setPaired(true);
    rememberArena(id);
    const timer = setTimeout(() => navigate(`/app/event/${start.eventName}/versus/start`), PAIRED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [start, id, navigate]);

  const t = arena.data;
  if (arena.isError && !t)
    return (
      <div className="page">
        <Alert tone="danger">{arena.error.message || 'Could not load this tournament.'}</Alert>
        <ButtonLink to="/app/tournaments" variant="secondary">
          All tournaments
        </ButtonLink>
      </div>
    );
  if (!t) return <p className="page tournaments__muted">Loading…</p>;
  const me = t.me;
  const active = me.status === 'active';
  return (
    <div className="page arena">
      <title>{`${t.name} · Mnemoria`}</title>
      <header className="page__header page__header--row">
        <div>
          <p className="tournaments__eyebrow">
            Arena · {displayNameOf(t.event as EventName, meta)} · {t.players}{' '}
            {t.players === 1 ? 'player' : 'players'}
          </p>
          <h1 className="page__title">{t.name}</h1>
        </div>
        <ButtonLink to="/app/tournaments" variant="secondary">
          All tournaments
        </ButtonLink>
      </header>
      <section className="panel arena__status" aria-label="Arena status">
        <Countdown t={t} />
        {paired ? (
          <p className="arena__paired" role="status" data-testid="arena-paired">
            You are paired — starting…
          </p>
        ) : t.status === 'finished' ? null : me.joined ? (
          <p className="tournaments__muted" role="status">
            {active
              ? t.status === 'started'
                ? 'Waiting for an opponent: stay on this page, the match opens by itself.'
                : 'You are in. Stay on this page when it starts: pairing is automatic.'
              : 'Paused: you keep your points and are not paired until you resume.'}
          </p>
        ) : null}
        {t.status !== 'finished' ? (
          <div className="arena__actions">
            {!me.canJoin ? (
              <Alert tone="info">
                Joining an arena is a premium perk: anyone may watch.{' '}
                <ButtonLink to="/app/membership" variant="primary">
                  Go premium
                </ButtonLink>
              </Alert>
            ) : !active ? (
              <Button onClick={() => action.mutate('join')} disabled={action.isPending}>
                {me.status === 'paused' ? 'Resume' : 'Join'}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => action.mutate('pause')} disabled={action.isPending}>
                Pause
              </Button>
            )}
            {me.joined ? (
              <Button variant="ghost" onClick={() => action.mutate('leave')} disabled={action.isPending}>
                Leave
              </Button>
            ) : null}
          </div>
        ) : null}
        {action.isError ? <Alert tone="danger">{action.error.message}</Alert> : null}
      </section>
      <ArenaStandings t={t} />
      <ArenaGamesPanel id={t.id} />
      <section className="panel arena__chat" aria-label="Arena chat">
        <ChatPanel room={`${ARENA_ROOM_PREFIX}${t.id}`} title="Arena chat" />
      </section>
    </div>
  );
}

/** Starts in / ends in, on the server's clock; the winner once it is over. */
function Countdown({ t }: { t: TournamentDetail }) {
  const [offset] = useState(() => Date.parse(t.serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  if (t.status === 'finished')
    return (
      <p className="arena__clock" data-testid="arena-clock">
        Finished · {t.winner ? `Winner: ${t.winner.userName}` : 'no games were played'}
      </p>
    );
  const target = Date.parse(t.status === 'created' ? t.startsAt : t.endsAt);
  const left = target - now;
  const text =
    t.status === 'created'
      ? left > 0
        ? `Starts in ${clockText(left)}`
        : 'Starting…'
      : left > 0
        ? `Ends in ${clockText(left)}`
        : 'Time is up: the last games are finishing';
  return (
    <p className="arena__clock" data-testid="arena-clock" aria-live="off">
      {text}
    </p>
  );
}
