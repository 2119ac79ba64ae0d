import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import type { VersusPlayer, VersusState } from '@mnemoria/protocol';
import { useEventMeta } from '../../api/event-queries.ts';
import { ratingText } from '../../api/versus-queries.ts';
import { MatchChat } from '../../chat/match-chat.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { displayNameOf } from '../train/event-labels.ts';

interface ChoiceStageProps {
  state: VersusState;
  pending: boolean;
  onPick(event: EventName): void;
  onReady(): void;
}

/**
 * Matched: each player picks an event (one pick, it locks), then Ready. Both players' avatar, name
 * and pick — or 'Picking...' — are shown; once both are locked the settled event is named.
 */
export function ChoiceStage({ state, pending, onPick, onReady }: ChoiceStageProps) {
  const { data: meta } = useEventMeta();
  const room = state.room;
  if (!room) return null;
  const you = room.players.find((p) => p.you);
  const locked = Boolean(you?.choiceLocked);
  const ready = Boolean(you?.ready);
  const label = (event: EventName) => displayNameOf(event, meta);
  return (
    <section className="versus-choice" aria-labelledby="versus-choice-title">
      <h2 id="versus-choice-title" className="versus__section-title">
        Match found: pick your event
      </h2>
      <div className="versus-players">
        {room.players.map((player, i) => (
          <PlayerCard key={player.user._id} player={player} label={label} side={i === 0 ? 'left' : 'right'} />
        ))}
      </div>
      {room.choiceLocked && room.eventName ? (
        <p className="versus-choice__settled" role="status" data-testid="settled-event">
          {room.choiceMatched
            ? `You both picked ${label(room.eventName)}.`
            : `Different picks: the draw chose ${label(room.eventName)}.`}
          {room.rated ? '' : ' Unrated match: no rating changes.'}
        </p>
      ) : null}
      <div className="panel versus-picker">
        <div className="versus-picker__head">
          <p className="versus__muted">
            {locked ? 'Your pick is locked.' : 'Pick the event you want to play. A pick cannot be changed.'}
          </p>
          <Button variant="primary" size="lg" disabled={!locked || ready || pending} onClick={onReady}>
            {ready ? 'Starting' : 'Ready'}
          </Button>
        </div>
        <ul className="versus-picker__grid">
          {EVENT_NAMES.map((event) => {
            const chosen = you?.choice === event;
            return (
              <li key={event}>
                <button
                  type="button"
                  className={`versus-pick${chosen ? ' is-chosen' : ''}`}
                  aria-pressed={chosen}
                  disabled={locked || pending}
                  onClick={() => onPick(event)}
                >
                  <EventIcon event={event} />
                  <span>{label(event)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {/* Match chat slot: the chat between the two players (channel: the match id) goes here. */}
      <div className="versus-chat-slot" data-slot="versus-chat" data-match-id={room._id}>
        <MatchChat matchId={room._id} />
      </div>
    </section>
  );
}

function PlayerCard({
  player,
  label,
  side,
}: {
  player: VersusPlayer;
  label(event: EventName): string;
  side: 'left' | 'right';
}) {
  return (
    <article
      className={`panel versus-player versus-player--${side}${player.you ? ' is-you' : ''}`}
      data-testid={player.you ? 'player-you' : 'player-opponent'}
    >
      <Avatar name={player.user.userName} image={player.user.image} size={64} />
      <div className="versus-player__text">
        <p className="versus-player__name">
          {player.user.userName}
          {player.you ? <span className="versus-player__you"> (you)</span> : null}
        </p>
        <p className="versus-player__rating">Rating {ratingText(player.rating)}</p>
        <p className="versus-player__choice" data-testid="player-choice">
          {player.choice ? label(player.choice) : 'Picking...'}
        </p>
        {player.ready ? <p className="versus-player__ready">Ready</p> : null}
      </div>
    </article>
  );
}
