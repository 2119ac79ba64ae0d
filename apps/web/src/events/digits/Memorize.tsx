import type { DigitBlock, DigitEventName } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import type { MemorizeProps } from '../types.ts';
import { groupsOf } from './digit-rules.ts';
import './digits.css';

/** Rows of characters in `hs` groups, blocks of `vs` rows; the current block is highlighted. */
export function makeDigitMemorize(event: DigitEventName) {
  return function DigitMemorize({ data, settings, current }: MemorizeProps) {
    const blocks = data.formatted as DigitBlock[];
    const hs = settings[`${event}_format`].hs;
    const currentRef = useRef<HTMLElement>(null);
    // Keyboard navigation moves the highlight; keep it on screen without jumping the page.
    useEffect(() => {
      if (current >= 0) currentRef.current?.scrollIntoView?.({ block: 'nearest' });
    }, [current]);
    return (
      <div className="digits" data-testid="memorize-digits">
        {blocks.map((block, b) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
            key={b}
            ref={b === current ? currentRef : undefined}
            className={`digit-block${b === current ? ' is-current' : ''}`}
            aria-current={b === current ? 'true' : undefined}
            aria-label={`Block ${b + 1}`}
          >
            {block.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
              <p key={r} className="digit-row" data-digits={row.join('')}>
                {groupsOf(row, hs).map((group, g) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder
                  <span key={g} className="digit-group">
                    {group.join('')}
                  </span>
                ))}
              </p>
            ))}
          </section>
        ))}
      </div>
    );
  };
}
