import { formatById, isSpoken } from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import type { PlayableEvent } from '../events/types.ts';
import { LoadScreen } from '../media/load-screen.tsx';
import { useMediaLoad } from '../media/load-state.ts';
import { secondsLeft } from './clock.ts';
import { ItemStrip } from './item-strip.tsx';
import { MetronomeBeat, useMetronome } from './metronome.tsx';
import { SpokenStage } from './spoken-stage.tsx';
import { useGame } from './store.ts';
import { useRemaining } from './timer.tsx';
import { useGameActions, useOptionalGameActions } from './use-controller.ts';
import { useAutoAdvance } from './use-game-keys.ts';

/**
 * init/load: while the media is prefetched, the load screen's progress bar (and, after failed
 * retries, what failed with Retry / Exit); the server is told we are ready once all is cached.
 */
export function LoadingStage({ onExit }: { onExit(): void }) {
  const actions = useGameActions();
  const load = useMediaLoad();
  if (load)
    return (
      <LoadScreen
        progress={load.progress}
        failed={load.failed}
        onRetry={() => actions.retryLoad()}
        onExit={onExit}
      />
    );
  return (
    <div className="stage-center">
      <p className="stage-center__title">Getting ready…</p>
    </div>
  );
}

/**
 * cdm / cdr: 'Memorization Starts In' / 'Recall Starts In' with the seconds left. `canSkip` false
 * (versus, viewers): the shared clock cannot be skipped, so no hint to press Enter.
 */
export function CountdownStage({ stage, canSkip = true }: { stage: 'cdm' | 'cdr'; canSkip?: boolean }) {
  const left = useRemaining();
  return (
    <div className="stage-center" aria-live="polite">
      <p className="stage-center__title">{stage === 'cdm' ? 'Memorization Starts In' : 'Recall Starts In'}</p>
      <p className="countdown-number" data-testid="countdown">
        {left === null ? '' : secondsLeft(left)}
      </p>
      {canSkip ? <p className="stage-center__hint">Press Enter or Done to start now.</p> : null}
    </div>
  );
}

interface StageProps {
  session: ClientBmevent;
  views: PlayableEvent;
  /**
   * A viewer (an opponent after the match, a live spectator): the board follows the player's
   * current item and nothing can be typed, selected or sent.
   */
  readOnly?: boolean;
  /** A viewer of Blocktris: the player's landed block count (see MemorizeProps). */
  landedByPlayer?: number;
}

const ignore = () => {};

export function MemorizeStage({ session, views, readOnly = false, landedByPlayer }: StageProps) {
  const player = useOptionalGameActions();
  const actions = readOnly ? null : player;
  const local = useGame((s) => s.memItem);
  const current = readOnly ? session.mem_main_item : local;
  const count = views.memorizeCount(session.data);
  const auto = session.settings.auto_advance;
  const metronome = useMetronome();
  const beat = Boolean(auto.beat) && actions !== null;
  useAutoAdvance(actions, auto.active, auto.interval, auto.repeat, count, beat, metronome.onBeat);
  const select = actions ? (i: number) => actions.selectItem(i) : ignore;
  const { Memorize } = views;
  if (isSpoken(formatById(session.format ?? '')))
    return <SpokenStage session={session} readOnly={readOnly} />;
  return (
    <>
      {beat ? <MetronomeBeat beats={metronome.beats} /> : null}
      <div className="game-main" data-testid="memorize" data-readonly={readOnly || undefined}>
        <Memorize
          data={session.data}
          settings={session.settings}
          current={current}
          onSelect={select}
          blockSpeed={session.block_speed}
          emit={actions?.send}
          sessionId={session._id}
          landedByPlayer={readOnly ? landedByPlayer : undefined}
        />
      </div>
      <ItemStrip count={count} current={current} onSelect={select} label="Memorize items" />
    </>
  );
}

export function RecallStage({ session, views, readOnly = false }: StageProps) {
  const player = useOptionalGameActions();
  const actions = readOnly ? null : player;
  const local = useGame((s) => s.recItem);
  const typed = useGame((s) => s.answer);
  const current = readOnly ? session.rec_main_item : local;
  // A viewer sees the answer as the server has it; the player sees what they typed.
  const answer = readOnly ? readOnlyAnswer(session, typed) : typed;
  const count = views.recallCount(session.data, session.settings);
  const select = actions ? (i: number) => actions.selectItem(i) : ignore;
  const { Recall } = views;
  const board = (
    <Recall
      data={session.data}
      settings={session.settings}
      answer={answer}
      current={current}
      onSelect={select}
      onChange={actions ? (next) => actions.setAnswer(next) : ignore}
      emit={actions?.send}
      sessionId={session._id}
    />
  );
  return (
    <>
      <div className="game-main" data-testid="recall" data-readonly={readOnly || undefined}>
        {readOnly ? (
          // A disabled fieldset makes every input and button of any event's board inert at once.
          <fieldset className="game-readonly" disabled aria-label="Recall (read-only)">
            {board}
          </fieldset>
        ) : (
          board
        )}
      </div>
      <ItemStrip
        count={count}
        current={current}
        answered={(i) => views.answered(answer, i, session.data, session.settings)}
        onSelect={select}
        label="Recall items"
      />
    </>
  );
}

function readOnlyAnswer(session: ClientBmevent, fallback: unknown[]): unknown[] {
  if (!Array.isArray(session.answer)) return fallback;
  const stored = session.answer as unknown[];
  return fallback.length > stored.length ? fallback.map((blank, i) => stored[i] ?? blank) : stored;
}

/** Countdowns and loading keep the strip's space so the screen does not jump between stages. */
export function EmptyStrip() {
  return <div className="item-strip item-strip--empty" aria-hidden="true" />;
}
