import { DEFAULT_SETTINGS, EVENTS, type TetrisData } from '@mnemoria/events';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tetrisViews } from './index.ts';

const data = EVENTS.tetris.generate({ amount: 4, settings: DEFAULT_SETTINGS }, 7) as TetrisData;
const { Memorize } = tetrisViews;

afterEach(() => {
  vi.useRealTimers();
});

const view = (landedByPlayer?: number) => (
  <Memorize
    data={data}
    settings={DEFAULT_SETTINGS}
    current={0}
    onSelect={() => {}}
    blockSpeed={10}
    sessionId="s1"
    landedByPlayer={landedByPlayer}
  />
);

describe('Blocktris memorize for a live viewer', () => {
  it("draws exactly the player's landed blocks and follows them, with nothing falling on its own", () => {
    vi.useFakeTimers();
    const { rerender } = render(view(2));
    const grid = screen.getByRole('img', { name: /Blocktris grid/ });
    expect(grid.dataset.landed).toBe('2');
    const filled = () => grid.querySelectorAll('.tetris-cell.is-filled').length;
    const cellsOf = (n: number) =>
      (data.formatted as { shape: readonly (readonly number[])[] }[])
        .slice(0, n)
        .reduce((sum, b) => sum + b.shape.flat().filter(Boolean).length, 0);
    expect(filled()).toBe(cellsOf(2));
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    // The viewer's grid does not run ahead of the player.
    expect(grid.dataset.landed).toBe('2');
    expect(screen.getByText('2 of 4 blocks landed')).toBeTruthy();
    rerender(view(3));
    expect(grid.dataset.landed).toBe('3');
    expect(filled()).toBe(cellsOf(3));
  });
});
