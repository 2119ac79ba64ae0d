import { describe, expect, it } from 'vitest';
import { Rng } from './core/rng.ts';
import { EVENT_NAMES } from './names.ts';
import { EVENTS, eventByName } from './registry.ts';

describe('registry', () => {
  it('holds every event under its own name', () => {
    expect(Object.keys(EVENTS).sort()).toEqual([...EVENT_NAMES].sort());
    for (const name of EVENT_NAMES) expect(EVENTS[name].name).toBe(name);
  });

  it('shows tetris as Blocktris with a speed headline, the rest by score', () => {
    expect(EVENTS.tetris.displayName).toBe('Blocktris');
    expect(EVENT_NAMES.filter((n) => EVENTS[n].headline === 'speed')).toEqual(['tetris']);
  });

  it('prefetches media only for events with pictures or sounds', () => {
    expect(EVENT_NAMES.filter((n) => eventByName(n).prefetchMedia)).toEqual([
      'names',
      'biography',
      'cards',
      'echopic',
      'sounds',
      'images',
      'animals',
    ]);
  });
});

describe('rng', () => {
  it('is reproducible from number and string seeds', () => {
    const draw = (seed: number | string) => {
      const rng = new Rng(seed);
      return Array.from({ length: 5 }, () => rng.int(0, 1000));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw('abc')).toEqual(draw('abc'));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('draws distinct indices, walking the pool again only past its size', () => {
    const rng = new Rng(3);
    const ten = rng.distinctIndices(10, 10);
    expect([...ten].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const many = rng.distinctIndices(1_000_000, 500);
    expect(new Set(many).size).toBe(500);
    expect(rng.distinctIndices(3, 7)).toHaveLength(7);
    expect(rng.distinctIndices(0, 7)).toEqual([]);
  });
});
