import { Button, ButtonLink } from '../ui/button.tsx';
import { useGame } from './store.ts';
import './game.css';
import '../ui/page.css';

/**
 * Another page (tab, window) of the athlete took this session over: this one stops, so the two
 * never overwrite each other's answers, says so, and offers to take it back. Nothing is lost: what
 * the other page stored is what "Use it here" continues from, and an edit of this page that came
 * too late is named, not dropped silently.
 */
export function HeldElsewhere({ onTakeOver, back }: { onTakeOver(): void; back: string }) {
  const unsaved = useGame((s) => s.unsaved);
  const notice = useGame((s) => s.notice);
  return (
    <main className="game-message" data-testid="held-elsewhere">
      <title>Open in another tab · Mnemoria</title>
      <div className="game-message__card panel">
        <h1 className="game-message__title">This session is open in another tab</h1>
        <p className="game-message__text">
          You opened it in another tab or window, so this one has stopped: two pages typing into one session
          would overwrite each other's answers. The clock keeps running there.
        </p>
        {unsaved ? (
          <p className="game-message__text" role="alert">
            Your last change here was not saved: it arrived after the other tab took over.
          </p>
        ) : null}
        {notice ? (
          <p className="game-message__text" role="alert">
            {notice}
          </p>
        ) : null}
        <div className="game-message__actions">
          <Button variant="primary" onClick={onTakeOver}>
            Use it here
          </Button>
          <ButtonLink to={back} variant="ghost">
            Back to the event
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
