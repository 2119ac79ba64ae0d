import { describe, expect, it } from 'vitest';
import { amountForLevel } from '../levels.ts';
import { EVENT_NAMES } from '../names.ts';
import { EVENTS, eventByName } from '../registry.ts';
import { resolveSettings } from '../settings.ts';
import { BUILTIN_CONTENT } from './index.ts';

const settings = resolveSettings();

describe('every event on the built-in content pack', () => {
  it.each([...EVENT_NAMES])('%s generates and scores 100 % at levels 1, 50 and 200', (name) => {
    const def = eventByName(name);
    for (const level of [1, 50, 200]) {
      const data = def.generate(
        { amount: amountForLevel(name, level), settings },
        `builtin-${level}`,
        BUILTIN_CONTENT,
      );
      expect(def.score(data, def.perfectAnswer(data)).percent).toBe(100);
    }
  });

  it('draws distinct people, words, images and sounds at a mid level', () => {
    const people = EVENTS.names.generate({ amount: 200, settings }, 1, BUILTIN_CONTENT);
    expect(new Set(people.raw.map((p) => p.face)).size).toBe(200);
    expect(new Set(people.raw.map((p) => p.name)).size).toBe(200);
    const list = EVENTS.words.generate({ amount: 500, settings }, 1, BUILTIN_CONTENT);
    expect(new Set(list.raw).size).toBe(500);
    const pairs = EVENTS.echopic.generate({ amount: 100, settings }, 1, BUILTIN_CONTENT);
    expect(new Set(pairs.raw.map((p) => p.sound)).size).toBe(100);
  });
});
