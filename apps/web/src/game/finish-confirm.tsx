import type { ClientBmevent } from '@mnemoria/protocol';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { GameDialog } from './game-dialog.tsx';

interface Confirm {
  title: string;
  testId: string;
  keep: string;
  finish: string;
  body: ReactNode;
}

/**
 * Ending a stage cannot be undone, so it is asked first. The finishing button holds the focus
 * (Enter confirms), Escape or the keep button goes back; the stage's clock keeps running meanwhile
 * and the stage ends by itself when it runs out.
 */
const CONFIRMS = {
  /**
   * Enter and → → on the last item ask (a key is easily pressed by mistake: an Enter meant to skip
   * the countdown, a held →); a click on Done is deliberate and ends memorizing at once.
   */
  memorize: {
    title: 'Finish memorizing?',
    testId: 'finish-memorize',
    keep: 'Keep memorizing',
    finish: 'Start recall',
    body: (
      <p>You cannot go back to the items. Memorization time you have left is added to your recall time.</p>
    ),
  },
  /** A versus match's Done: it submits the answers and halves the opponent's remaining recall. */
  recall: {
    title: 'Finish recall?',
    testId: 'finish-recall',
    keep: 'Keep recalling',
    finish: 'Finish recall',
    body: (
      <>
        <p>Your answers are submitted and scored now; you cannot change them after this.</p>
        <p>Your opponent’s remaining recall time is halved.</p>
      </>
    ),
  },
} satisfies Record<string, Confirm>;

export function FinishConfirm({
  stage,
  onKeep,
  onFinish,
}: {
  stage: keyof typeof CONFIRMS;
  onKeep(): void;
  onFinish(): void;
}) {
  const c: Confirm = CONFIRMS[stage];
  return (
    <GameDialog
      title={c.title}
      testId={c.testId}
      onCancel={onKeep}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep}>
            {c.keep}
          </Button>
          <Button variant="primary" onClick={onFinish} data-autofocus>
            {c.finish}
          </Button>
        </>
      }
    >
      {c.body}
      <p className="game-dialog__keys">
        <kbd>Enter</kbd> {c.finish.toLowerCase()} · <kbd>Esc</kbd> {c.keep.toLowerCase()}
      </p>
    </GameDialog>
  );
}

/**
 * Whether this recall runs on a halved clock: the opponent finished first. A recall's deadline is
 * its start plus its full time until the server halves it, so the session itself says so (a reload
 * knows it too).
 */
export function recallHalved(session: Pick<ClientBmevent, 'stage' | 'stagedAt' | 'deadline' | 'rec_time'>) {
  if (session.stage !== 'rec' || !session.deadline) return false;
  return Date.parse(session.deadline) - Date.parse(session.stagedAt) < session.rec_time * 1000;
}
