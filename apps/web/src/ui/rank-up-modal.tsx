import type { RankChange } from '@mnemoria/protocol';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import './button.css';
import { ArrowRightIcon } from './icons.tsx';
import './rank-up-modal.css';

/** The new rank appears 1.5 s after the modal opens. */
export const RANK_REVEAL_DELAY_MS = 1500;

/**
 * Which change the modal celebrates: the event rank when it moved, else the overall rank (a session
 * can lift the overall mean without crossing an event threshold).
 */
export function rankStep(change: RankChange) {
  if (change.rankChanged || !change.overallChanged) {
    return {
      oldName: change.oldRankName,
      oldImage: change.oldRankImage,
      newName: change.newRankName,
      newImage: change.newRankImage,
    };
  }
  return {
    oldName: change.oldOverallName,
    oldImage: change.oldOverallImage,
    newName: change.newOverallName,
    newImage: change.newOverallImage,
  };
}

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Rank-up modal. A modal dialog: focus moves in and is trapped, Escape and Close close it,
 * focus returns to where it was. The fade is CSS, so reduced motion (base.css) makes it instant.
 */
export function RankUpModal({ change, onClose }: { change: RankChange; onClose(): void }) {
  const [revealed, setRevealed] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const step = rankStep(change);
  const bothChanged = change.rankChanged && change.overallChanged;

  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), RANK_REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    document.body.classList.add('no-scroll');
    return () => {
      document.body.classList.remove('no-scroll');
      before?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="rank-up">
      <div className="rank-up__backdrop" aria-hidden="true" />
      <div
        ref={dialogRef}
        className="rank-up__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="rank-up__title">
          Rank Up!
        </h2>
        <div className="rank-up__ranks">
          <figure className="rank-up__rank">
            {step.oldImage ? (
              <img src={step.oldImage} alt="" width={88} height={88} />
            ) : (
              <span className="rank-up__blank" aria-hidden="true" />
            )}
            <figcaption>{step.oldName}</figcaption>
          </figure>
          <ArrowRightIcon className="rank-up__arrow" />
          <figure
            className={revealed ? 'rank-up__rank rank-up__new is-revealed' : 'rank-up__rank rank-up__new'}
          >
            {revealed ? (
              <>
                <img src={step.newImage} alt="" width={88} height={88} />
                <figcaption>{step.newName}</figcaption>
              </>
            ) : (
              <span className="rank-up__blank" aria-hidden="true" />
            )}
          </figure>
        </div>
        <div className="rank-up__message" aria-live="polite">
          {revealed ? (
            <p className="is-revealed">
              Congratulations! You went from {step.oldName} to {step.newName}!
              {bothChanged ? ` Your overall rank is now ${change.newOverallName}.` : ''}
            </p>
          ) : null}
        </div>
        {/* A plain button: ui/button.tsx does not forward refs and the dialog focuses Close first. */}
        <button ref={closeRef} type="button" className="btn btn--primary btn--md" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
