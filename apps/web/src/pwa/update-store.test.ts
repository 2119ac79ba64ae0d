import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../ui/toast/toast-store.ts';
import { createUpdateStore } from './update-store.ts';

describe('update prompt store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the prompt open past the usual toast time, until dismissed', () => {
    const store = createUpdateStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ title: 'A new version is available' });
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    expect(store.getSnapshot().filter((t) => t.open)).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot().filter((t) => t.open)).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shows one prompt however often a new version is found', () => {
    const store = createUpdateStore();
    store.show({ title: 'A new version is available' });
    store.show({ title: 'A new version is available' });
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
