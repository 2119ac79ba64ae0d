import type { ClientBmevent } from '@mnemoria/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyServerSession, createGameStore, type GameStore } from './store.ts';

const session = (stage: ClientBmevent['stage'], extra: Partial<ClientBmevent> = {}) =>
  ({ _id: 's1', stage, running: true, serverNow: '2026-01-01T00:00:10.000Z', ...extra }) as ClientBmevent;

describe('game store', () => {
  let gameStore: GameStore;
  beforeEach(() => {
    gameStore = createGameStore();
  });

  it('takes whole sessions, reports stage changes and measures the clock offset', () => {
    expect(applyServerSession(gameStore, session('cdm'), Date.parse('2026-01-01T00:00:00.000Z'))).toEqual({
      from: null,
      to: 'cdm',
    });
    expect(gameStore.get().offset).toBe(10_000);
    expect(applyServerSession(gameStore, session('mem'), 0)).toEqual({ from: 'cdm', to: 'mem' });
  });

  it('ignores a late reply from an earlier stage, merges single view fields', () => {
    applyServerSession(gameStore, session('rec'), 0);
    expect(applyServerSession(gameStore, session('cdr'), 0)).toBeNull();
    expect(gameStore.get().session?.stage).toBe('rec');
    applyServerSession(gameStore, { rec_main_item: 3 }, 0);
    expect(gameStore.get().session?.rec_main_item).toBe(3);
    expect(gameStore.get().session?.stage).toBe('rec');
  });

  it('keeps two game instances apart (own board beside the opponent)', () => {
    const other = createGameStore();
    applyServerSession(gameStore, session('rec'), 0);
    applyServerSession(other, session('mem', { _id: 's2' }), 0);
    expect(gameStore.get().session?._id).toBe('s1');
    expect(other.get().session?.stage).toBe('mem');
  });
});
