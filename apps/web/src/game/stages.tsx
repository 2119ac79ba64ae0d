import type { ClientBmevent } from '@mnemoria/protocol';
import type { PlayableEvent } from '../events/types.ts';
import { LoadScreen } from '../media/load-screen.tsx';
import { useMediaLoad } from '../media/load-state.ts';
import { secondsLeft } from './clock.ts';
import { ItemStrip } from './item-strip.tsx';
import { useGame } from './store.ts';
import { useRemaining } from './timer.tsx';
import { useGameActions } from './use-controller.ts';
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

/** cdm / cdr: 'Memorization Starts In' / 'Recall Starts In' with the seconds left. */
export function CountdownStage({ stage }: { stage: 'cdm' | 'cdr' }) {
  const left = useRemaining();
  return (
    <div className="stage-center" aria-live="polite">
      <p className="stage-center__title">{stage === 'cdm' ? 'Memorization Starts In' : 'Recall Starts In'}</p>
      <p className="countdown-number" data-testid="countdown">
        {left === null ? '' : secondsLeft(left)}
      </p>
      <p className="stage-center__hint">Press Enter or Done to start now.</p>
    </div>
  );
}

export function MemorizeStage({ session, views }: { session: ClientBmevent; views: PlayableEvent }) {
  const actions = useGameActions();
  const current = useGame((s) => s.memItem);
  const count = views.memorizeCount(session.data);
  const auto = session.settings.auto_advance;
  useAutoAdvance(actions, auto.active, auto.interval, auto.repeat, count);
  const { Memorize } = views;
  return (
    <>
      <div className="game-main" data-testid="memorize">
        <Memorize
          data={session.data}
          settings={session.settings}
          current={current}
          onSelect={(i) => actions.selectItem(i)}
          blockSpeed={session.block_speed}
          emit={actions.send}
          sessionId={session._id}
        />
      </div>
      <ItemStrip
        count={count}
        current={current}
        onSelect={(i) => actions.selectItem(i)}
        label="Memorize items"
      />
    </>
  );
}

export function RecallStage({ session, views }: { session: ClientBmevent; views: PlayableEvent }) {
  const actions = useGameActions();
  const current = useGame((s) => s.recItem);
  const answer = useGame((s) => s.answer);
  const count = views.recallCount(session.data, session.settings);
  const { Recall } = views;
  return (
    <>
      <div className="game-main" data-testid="recall">
        <Recall
          data={session.data}
          settings={session.settings}
          answer={answer}
          current={current}
          onSelect={(i) => actions.selectItem(i)}
          onChange={(next) => actions.setAnswer(next)}
          emit={actions.send}
          sessionId={session._id}
        />
      </div>
      <ItemStrip
        count={count}
        current={current}
        answered={(i) => views.answered(answer, i, session.data, session.settings)}
        onSelect={(i) => actions.selectItem(i)}
        label="Recall items"
      />
    </>
  );
}

/** Countdowns and loading keep the strip's space so the screen does not jump between stages. */
export function EmptyStrip() {
  return <div className="item-strip item-strip--empty" aria-hidden="true" />;
}
