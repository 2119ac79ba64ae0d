/** Every memory event the product offers, in the order the Train grid shows them. */
export const EVENT_NAMES = [
  'binary',
  'decimal',
  'alphabet',
  'names',
  'biography',
  'cards',
  'echopic',
  'sounds',
  'images',
  'animals',
  'tetris',
  'words',
  'dates',
] as const;

/** Wire name of an event. `tetris` is shown to users as Blocktris. */
export type EventName = (typeof EVENT_NAMES)[number];

/** Game modes a session can run in. */
export const MODES = ['standard', 'practice', 'versus'] as const;
export type Mode = (typeof MODES)[number];

export function isEventName(value: string): value is EventName {
  return (EVENT_NAMES as readonly string[]).includes(value);
}
