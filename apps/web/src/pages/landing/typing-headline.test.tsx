import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE_MS, HOLD_MS, nextTyping, TYPE_MS, type TypingState, typedText } from './typing.ts';
import { TypingHeadline } from './typing-headline.tsx';

const PHRASES = ['Customize your memory training', 'Community driven', 'Easy to use platform'];

const typed = () => screen.getByTestId('typing-text').textContent;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** Each step's timer is set after React re-renders, so steps are advanced one render at a time. */
const advanceSteps = (stepMs: number, count: number) => {
  for (let i = 0; i < count; i++) advance(stepMs);
};

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe('typing headline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('types one character every 50 ms', () => {
    render(<TypingHeadline phrases={PHRASES} />);
    expect(typed()).toBe('');
    advance(TYPE_MS);
    expect(typed()).toBe('C');
    advanceSteps(TYPE_MS, 8);
    expect(typed()).toBe('Customize');
    advance(TYPE_MS - 1);
    expect(typed()).toBe('Customize');
  });

  it('holds the whole phrase for 1.5 s, deletes it, then types the next phrase', () => {
    render(<TypingHeadline phrases={PHRASES} />);
    const first = PHRASES[0] ?? '';
    advanceSteps(TYPE_MS, first.length);
    expect(typed()).toBe(first);
    advance(HOLD_MS - 1);
    expect(typed()).toBe(first);
    advance(1);
    expect(typed()).toBe(first.slice(0, -1));
    advanceSteps(DELETE_MS, first.length - 1);
    expect(typed()).toBe('');
    advanceSteps(TYPE_MS, 'Community'.length);
    expect(typed()).toBe('Community');
  });

  it('loops back to the first phrase after the last one', () => {
    let state: TypingState = { phrase: 2, length: 0, phase: 'typing' };
    const seen = new Set<string>();
    for (let i = 0; i < 200 && state.phrase !== 0; i++) {
      state = nextTyping(state, PHRASES);
      seen.add(typedText(state, PHRASES));
    }
    expect(seen.has('Easy to use platform')).toBe(true);
    expect(state).toEqual({ phrase: 0, length: 0, phase: 'typing' });
  });

  it('shows whole phrases without typing when reduced motion is asked for', () => {
    setReducedMotion(true);
    render(<TypingHeadline phrases={PHRASES} />);
    expect(typed()).toBe('Customize your memory training');
    advanceSteps(TYPE_MS, 3);
    expect(typed()).toBe('Customize your memory training');
    advance(3000);
    expect(typed()).toBe('Community driven');
  });

  it('gives screen readers the phrases once, as a heading', () => {
    render(<TypingHeadline phrases={PHRASES} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      'Customize your memory training. Community driven. Easy to use platform.',
    );
  });
});
