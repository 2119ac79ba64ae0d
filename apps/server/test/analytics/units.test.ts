import { type EventData, eventByName } from '@mnemoria/events';
import { describe, expect, it } from 'vitest';
import { ItemTally, weakness } from '../../src/analytics/aggregate.ts';
import { memTimeline } from '../../src/analytics/timeline.ts';
import { unitsOf } from '../../src/analytics/units.ts';

describe('digit groups', () => {
  const raw = [...'0123456789'.repeat(4)];
  // Two blocks of one 20-digit row each, as decimal lays them out with one row per block.
  const data: EventData = {
    raw,
    formatted: [[raw.slice(0, 20)], [raw.slice(20)]],
    shuffle1: [],
    shuffle2: [],
  };
  const answer = raw.map((d, i) => (i === 3 ? 'x' : d));
  const items = eventByName('decimal').score(data as never, answer).items;

  it('splits rows into pairs or triplets, wrong when any digit of the group is', () => {
    const pairs = unitsOf('decimal', data, items, 2);
    expect(pairs?.units(0).slice(0, 3)).toEqual([
      { item: '01', wrong: false },
      { item: '23', wrong: true },
      { item: '45', wrong: false },
    ]);
    expect(pairs?.units(0)).toHaveLength(10);
    const triplets = unitsOf('decimal', data, items, 3);
    expect(triplets?.units(0).map((u) => u.item)).toEqual(['012', '345', '678', '901', '234', '567', '89']);
    expect(triplets?.units(0)[1]?.wrong).toBe(true);
  });

  it('shares a block’s time among its groups and scores weakness from errors and slowness', () => {
    const tally = new ItemTally();
    const units = unitsOf('decimal', data, items, 2);
    if (!units) throw new Error('decimal has units');
    // Block 0 on screen 10 s, block 1 for 5 s: 1 s and 0.5 s per pair.
    const start = new Date(0);
    tally.add(units, 2, memTimeline(start, new Date(15_000), [[10_000, 1]]));
    const stats = tally.stats();
    const pair = (name: string) => stats.filter((s) => s.item === name);
    // '23' appears twice in each block: missed once; (1 + 1 + 0.5 + 0.5) s / 4 views. Every pair
    // takes 750 ms, the median, so slowness gives each a quarter: 12.5 + 25 → 38.
    expect(pair('23')).toEqual([{ item: '23', shown: 4, errors: 1, msPerView: 750, weakness: 38 }]);
    expect(pair('45')).toEqual([{ item: '45', shown: 4, errors: 0, msPerView: 750, weakness: 25 }]);
    expect(stats[0]?.item).toBe('23');
    expect(weakness(1, 2_000, 1_000)).toBe(100);
    expect(weakness(0, 1_000, 1_000)).toBe(25);
  });
});

describe('memorize timeline', () => {
  it('ignores changes outside memorize and merges repeats', () => {
    const start = new Date(1_000);
    const end = new Date(9_000);
    const log: [number, number][] = [
      [500, 4],
      [3_000, 2],
      [3_500, 2],
      [9_500, 7],
    ];
    expect(memTimeline(start, end, log)).toEqual([
      { index: 0, fromMs: 0, toMs: 2_000 },
      { index: 2, fromMs: 2_000, toMs: 8_000 },
    ]);
    expect(memTimeline(null, end, log)).toEqual([]);
  });
});

describe('card pairs', () => {
  it('pairs the cards as memorized, 1–2, 3–4…, wrong when either card is', () => {
    const ids = ['ace-of-spades', 'king-of-hearts', '2-of-clubs', '3-of-clubs', 'queen-of-diamonds'];
    const card = (id: string) => ({ id, url: `/media/${id}` });
    // Memorized three cards at a time: [A♠ K♥ 2♣] [3♣ Q♦].
    const data = {
      raw: ids.map(card),
      formatted: [ids.slice(0, 3).map(card), ids.slice(3).map(card)],
      shuffle1: [],
      shuffle2: [],
    } as unknown as EventData;
    const items = ids.map((id, index) => ({
      index,
      verdict: index === 3 ? ('wrong' as const) : ('right' as const),
      points: index === 3 ? 0 : 1,
      expected: id,
      given: index === 3 ? 'x' : id,
    }));
    const pairs = unitsOf('cards', data, items, 2, 'pair');
    expect(pairs?.units(0)).toEqual([
      { item: 'ace-of-spades|king-of-hearts', wrong: false },
      { item: '2-of-clubs|3-of-clubs', wrong: true },
    ]);
    expect(pairs?.units(1)).toEqual([{ item: 'queen-of-diamonds', wrong: false }]);
  });
});
