import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameController } from './controller.ts';
import { MetronomeBeat, useMetronome } from './metronome.tsx';
import { createGameStore } from './store.ts';
import { useAutoAdvance } from './use-game-keys.ts';

afterEach(() => vi.useRealTimers());

/** Just what pacing uses of a controller: the current item, the step and Done. */
function fakeController() {
  const store = createGameStore();
  const selectItem = vi.fn((i: number) => store.set({ memItem: i }));
  const done = vi.fn(async () => {});
  return { controller: { store, selectItem, done } as unknown as GameController, selectItem, done };
}

describe('pacing in memorize', () => {
  it('beats every interval without moving when only the metronome is on', () => {
    vi.useFakeTimers();
    const { controller, selectItem } = fakeController();
    const onBeat = vi.fn();
    renderHook(() => useAutoAdvance(controller, false, 3, false, 4, true, onBeat));
    act(() => vi.advanceTimersByTime(2_999));
    expect(onBeat).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onBeat).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(6_000));
    expect(onBeat).toHaveBeenCalledTimes(3);
    expect(selectItem).not.toHaveBeenCalled();
  });

  it('beats and steps on the same tick, and finishes after the last item', () => {
    vi.useFakeTimers();
    const { controller, selectItem, done } = fakeController();
    const onBeat = vi.fn();
    renderHook(() => useAutoAdvance(controller, true, 2, false, 2, true, onBeat));
    act(() => vi.advanceTimersByTime(2_000));
    expect([onBeat.mock.calls.length, selectItem.mock.calls]).toEqual([1, [[1]]]);
    act(() => vi.advanceTimersByTime(2_000));
    expect(onBeat).toHaveBeenCalledTimes(2);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('counts beats, clicks on each and flashes the dot', () => {
    const click = vi.fn();
    const { result } = renderHook(() => useMetronome(click));
    act(() => result.current.onBeat());
    act(() => result.current.onBeat());
    expect(result.current.beats).toBe(2);
    expect(click).toHaveBeenCalledTimes(2);
    render(<MetronomeBeat beats={result.current.beats} />);
    expect(screen.getByTestId('metronome').getAttribute('data-beats')).toBe('2');
  });
});
