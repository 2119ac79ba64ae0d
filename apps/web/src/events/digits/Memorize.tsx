import type { DigitBlock, DigitEventName } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import type { MemorizeProps } from '../types.ts';
import { DensityControl, useDensity } from './density.tsx';
import { groupsOf } from './digit-rules.ts';
import './digits.css';

/**
 * Rows of characters in `hs` groups, blocks of `vs` rows; the current block is highlighted. The
 * text size (so the rows per screen) follows the athlete's density setting.
 */
export function makeDigitMemorize(event: DigitEventName) {
  return function DigitMemorize({ data, settings, current }: MemorizeProps) {
    const blocks = data.formatted as DigitBlock[];
    const hs = settings[`${event}_format`].hs;
    const currentRef = useRef<HTMLElement>(null);
    const density = useDensity();
    // Keyboard navigation moves the highlight; keep it on screen without jumping the page.
    const topRef = useRef<HTMLDivElement>(null);
    useEffect(() => {
      // The first block shows from the very top, so the text-size control above it stays in view.
      if (current === 0) scrollToTop(topRef.current);
      else if (current > 0) currentRef.current?.scrollIntoView?.({ block: 'nearest' });
    }, [current]);
    return (
      <div
        ref={topRef}
        className="digits digits--memorize"
        data-testid="memorize-digits"
        style={density.style}
      >
        <DensityControl />
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

/** Scrolls the nearest scrolling ancestor (the game's main area) back to its top. */
function scrollToTop(el: HTMLElement | null) {
  for (let p = el?.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll') {
      p.scrollTop = 0;
      return;
    }
  }
}
