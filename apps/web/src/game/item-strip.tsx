import { useEffect, useRef } from 'react';

interface ItemStripProps {
  count: number;
  current: number;
  /** Omitted in memorize, where nothing is answered yet. */
  answered?: (index: number) => boolean;
  onSelect(index: number): void;
  label: string;
}

/** The strip of items under the main area: current marked, answered ticked, click jumps. */
export function ItemStrip({ count, current, answered, onSelect, label }: ItemStripProps) {
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (current >= 0) currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="item-strip" aria-label={label}>
      <ol className="item-strip__list">
        {Array.from({ length: count }, (_, i) => {
          const done = answered?.(i) ?? false;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are positions
            <li key={i}>
              <button
                type="button"
                ref={i === current ? currentRef : undefined}
                className={`item-strip__item${i === current ? ' is-current' : ''}${done ? ' is-answered' : ''}`}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Item ${i + 1}${answered ? (done ? ', answered' : ', not answered') : ''}`}
                data-answered={answered ? String(done) : undefined}
                onClick={() => onSelect(i)}
                // A click must not keep the focus: Enter and the arrows belong to the game.
                onMouseDown={(e) => e.preventDefault()}
                tabIndex={-1}
              >
                {i + 1}
                {done ? (
                  <span className="item-strip__tick" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
