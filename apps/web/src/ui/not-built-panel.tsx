import type { ReactNode } from 'react';
import { HourglassIcon } from './icons.tsx';
import './page.css';

/**
 * Honest placeholder for a screen that a later release delivers: says so plainly instead of
 * showing made-up data.
 */
export function NotBuiltPanel({ screen, children }: { screen: string; children?: ReactNode }) {
  return (
    <section className="panel not-built" aria-label={`${screen} status`}>
      <span className="not-built__icon">
        <HourglassIcon />
      </span>
      <p className="not-built__title">{screen} — this screen is not built yet.</p>
      <p className="not-built__text">It arrives in a later release of Mnemoria.</p>
      {children}
    </section>
  );
}
