import type { EventName } from '@mnemoria/events';
import type { ReactNode } from 'react';
import './event-icon.css';

/**
 * One small inline-SVG pictogram per memory event (no icon font, nothing from a CDN), drawn on the
 * same 24 px stroke grid as ui/icons.tsx so they sit well beside the navigation icons.
 */
const GLYPHS: Record<EventName, ReactNode> = {
  // "1 0"
  binary: (
    <>
      <path d="M5 8l2.5-2v12" />
      <rect x="12" y="6" width="7" height="12" rx="3.5" />
    </>
  ),
  // a keypad of digits
  decimal: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2.5" />
      <path d="M8 8h.01M12 8h.01M16 8h.01M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
    </>
  ),
  alphabet: <path d="M4 20l6-16 6 16M6.3 14h7.4M17 10h3M18.5 8.5v3" />,
  // a face with a name tag
  names: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 21a7.5 7.5 0 0 1 15 0" />
      <path d="M9 16.5h6" />
    </>
  ),
  // an identity card
  biography: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <circle cx="8" cy="11" r="2.2" />
      <path d="M4.8 16a3.4 3.4 0 0 1 6.4 0M14 10h4.5M14 13.5h4.5" />
    </>
  ),
  // two fanned playing cards
  cards: (
    <>
      <rect x="3" y="5" width="10" height="14" rx="1.5" transform="rotate(-10 8 12)" />
      <rect x="11" y="4" width="10" height="14" rx="1.5" transform="rotate(8 16 11)" />
      <path d="M16 9.5l1.5 2-1.5 2-1.5-2z" />
    </>
  ),
  // a picture with a sound wave
  echopic: (
    <>
      <rect x="3" y="4" width="12" height="11" rx="1.5" />
      <path d="M3 12.5l3.5-3.5 3 3 2-2 3.5 3.5" />
      <path d="M18.5 9a4 4 0 0 1 0 6M20.5 6.5a7.5 7.5 0 0 1 0 11M9 19.5h3" />
    </>
  ),
  // a musical note
  sounds: (
    <>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  // a landscape picture
  images: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="M3 17l5-5 4 4 3-3 6 6" />
    </>
  ),
  // a paw print
  animals: (
    <>
      <path d="M12 12.5c-3 0-5.5 3-5.5 5.2 0 1.6 1.3 2.3 2.8 2.3 1.1 0 1.8-.6 2.7-.6s1.6.6 2.7.6c1.5 0 2.8-.7 2.8-2.3 0-2.2-2.5-5.2-5.5-5.2z" />
      <circle cx="8.5" cy="6.5" r="1.8" />
      <circle cx="15.5" cy="6.5" r="1.8" />
      <circle cx="4.8" cy="11" r="1.6" />
      <circle cx="19.2" cy="11" r="1.6" />
    </>
  ),
  // a T tetromino falling onto a landed row
  tetris: (
    <>
      <path d="M4 3h15v5h-5v5H9V8H4z" />
      <path d="M2 21v-4h8v4zM14 21v-4h8v4z" />
    </>
  ),
  // an open book
  words: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z" />
      <path d="M12 6.5v13" />
    </>
  ),
  // a calendar page
  dates: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" />
    </>
  ),
};

/** The event's pictogram in a tinted tile; decorative (the event's name is always next to it). */
export function EventIcon({ event, size = 'md' }: { event: EventName; size?: 'md' | 'lg' }) {
  return (
    <span className={`event-icon event-icon--${size}`} data-event={event}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {GLYPHS[event]}
      </svg>
    </span>
  );
}
