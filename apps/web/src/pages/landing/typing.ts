/** The landing headline types 50 ms per character and holds a full phrase 1.5 s. */
export const TYPE_MS = 50;
export const HOLD_MS = 1500;
/** Deleting is not specified; a little faster than typing reads as a natural "backspace". */
export const DELETE_MS = 30;
/** With reduced motion the phrases swap whole, each shown about as long as a typed cycle. */
export const STILL_MS = 3000;

export const HEADLINE_PHRASES = [
  'Customize your memory training',
  'Community driven',
  'Easy to use platform',
] as const;

export interface TypingState {
  phrase: number;
  length: number;
  phase: 'typing' | 'holding' | 'deleting';
}

export const INITIAL_TYPING: TypingState = { phrase: 0, length: 0, phase: 'typing' };

/** How long a state stays on screen before `nextTyping` replaces it. */
export function typingDelay(state: TypingState): number {
  if (state.phase === 'holding') return HOLD_MS;
  return state.phase === 'typing' ? TYPE_MS : DELETE_MS;
}

/** The state after `state`: type a character, hold the full phrase, delete, move to the next, loop. */
export function nextTyping(state: TypingState, phrases: readonly string[]): TypingState {
  const full = phrases[state.phrase]?.length ?? 0;
  switch (state.phase) {
    case 'typing': {
      const length = Math.min(state.length + 1, full);
      return { ...state, length, phase: length >= full ? 'holding' : 'typing' };
    }
    case 'holding':
      return { ...state, length: state.length - 1, phase: 'deleting' };
    case 'deleting':
      if (state.length <= 1)
        return { phrase: (state.phrase + 1) % phrases.length, length: 0, phase: 'typing' };
      return { ...state, length: state.length - 1 };
  }
}

export function typedText(state: TypingState, phrases: readonly string[]): string {
  return (phrases[state.phrase] ?? '').slice(0, state.length);
}
