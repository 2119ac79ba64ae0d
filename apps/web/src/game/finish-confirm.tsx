import type { ClientBmevent } from '@mnemoria/protocol';
import { Button } from '../ui/button.tsx';
import { GameDialog } from './game-dialog.tsx';

/**
 * "Finish memorizing?": ending memorization cannot be undone, so Enter and → → on the last item
 * ask first (a key is easily pressed by mistake: an Enter meant to skip the countdown, a held →;
 * a click on Done is deliberate and ends it at once). Start recall holds the focus, so the keyboard
 * flow is Enter, Enter (or → →, Enter); Escape or Keep memorizing goes back to the items. The
 * memorize clock keeps running meanwhile, and the stage ends by itself when it runs out.
 */
export function FinishMemorizeConfirm({ onKeep, onFinish }: { onKeep(): void; onFinish(): void }) {
  return (
    <GameDialog
      title="Finish memorizing?"
      testId="finish-memorize"
      onCancel={onKeep}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep}>
            Keep memorizing
          </Button>
          <Button variant="primary" onClick={onFinish} data-autofocus>
            Start recall
          </Button>
        </>
      }
    >
      <p>You cannot go back to the items. Memorization time you have left is added to your recall time.</p>
      <p className="game-dialog__keys">
        <kbd>Enter</kbd> start recall · <kbd>Esc</kbd> keep memorizing
      </p>
    </GameDialog>
  );
}

/**
 * "Finish recall?" in a versus match, asked like "Finish memorizing?": submitting cannot be undone,
 * and it halves the opponent's remaining recall. Finish recall holds the focus (Enter submits),
 * Escape or Keep recalling goes back to the sheet; the recall clock keeps running meanwhile.
 */
export function FinishRecallConfirm({ onKeep, onFinish }: { onKeep(): void; onFinish(): void }) {
  return (
    <GameDialog
      title="Finish recall?"
      testId="finish-recall"
      onCancel={onKeep}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep}>
            Keep recalling
          </Button>
          <Button variant="primary" onClick={onFinish} data-autofocus>
            Finish recall
          </Button>
        </>
      }
    >
      <p>Your answers are submitted and scored now; you cannot change them after this.</p>
      <p>Your opponent’s remaining recall time is halved.</p>
      <p className="game-dialog__keys">
        <kbd>Enter</kbd> finish recall · <kbd>Esc</kbd> keep recalling
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
