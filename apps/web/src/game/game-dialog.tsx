import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A question asked over the game (leave the session? finish memorizing?): a native modal dialog,
 * so the game behind it is inert while it is open. The button marked `data-autofocus` holds the
 * focus, which says what Enter does; Escape is `onCancel`. The game's own keys do not act behind
 * it, and a held key's repeats do not answer it: a key kept down from the press that opened it
 * must not also close it.
 */
export function GameDialog({
  title,
  children,
  actions,
  onCancel,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onCancel(): void;
  testId?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = dialog.current;
    if (el && !el.open) el.showModal?.();
    el?.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
    return () => {
      if (el?.open) el.close();
      before?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    e.stopPropagation();
    if (e.repeat) e.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className="game-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="game-dialog__title">
        {title}
      </h2>
      <div id={textId} className="game-dialog__text">
        {children}
      </div>
      <div className="game-dialog__actions">{actions}</div>
    </dialog>
  );
}
