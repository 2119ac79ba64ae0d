import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast-store.ts';

const openTitles = (store: ReturnType<typeof createToastStore>) =>
  store
    .getSnapshot()
    .filter((t) => t.open)
    .map((t) => t.title);

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    const store = createToastStore();
    store.show({ title: 'Reset code email sent', variant: 'success' });
    store.show({ title: 'Reset code verified', variant: 'success' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(openTitles(store)).toEqual(['Reset code verified']);
  });

  it('dismisses a toast after 2 seconds, not before', () => {
    const store = createToastStore();
    store.show({ title: 'Email not found', variant: 'destructive' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(openTitles(store)).toEqual(['Email not found']);
    vi.advanceTimersByTime(1);
    expect(openTitles(store)).toEqual([]);
  });

  it('does not let an earlier toast timer close a later toast early', () => {
    const store = createToastStore();
    store.show({ title: 'first' });
    vi.advanceTimersByTime(1500);
    store.show({ title: 'second' });
    vi.advanceTimersByTime(1000);
    expect(openTitles(store)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(openTitles(store)).toEqual([]);
  });

  it('notifies subscribers and defaults the variant', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'Hello' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()[0]?.variant).toBe('default');
    unsubscribe();
    store.show({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
