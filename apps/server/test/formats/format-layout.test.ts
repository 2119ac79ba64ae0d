import type { EventName } from '@mnemoria/events';
import { describe, expect, it } from 'vitest';
import { type Client, init, stored, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client> {
  const { cookie } = await signup(t.app);
  return { app: t.app, cookie };
}

/** The recall payload of a fresh session in `format`. */
async function recallOf(event: EventName, format: string) {
  // A user has one running session at a time: each sheet gets its own player.
  const c = await client();
  const s = await init(c, event, 'practice', `?format=${format}`);
  return { id: s.id, rec: await toRecall(c, s.id) };
}

const rowLengths = (formatted: unknown) => (formatted as string[][][]).flat().map((row) => row.length);

describe('the official recall sheet of a format session', () => {
  it('lays numbers out in rows of 40 and binary in rows of 30, in memorize and in recall', async () => {
    const numbers = await recallOf('decimal', 'wmsc-numbers-5');
    expect(new Set(rowLengths(numbers.rec.data.formatted))).toEqual(new Set([40]));
    expect(rowLengths((await stored(t.app, numbers.id)).data.formatted)).toHaveLength(20);
    const binary = await recallOf('binary', 'wmsc-binary-5');
    expect(new Set(rowLengths(binary.rec.data.formatted))).toEqual(new Set([30]));
    // Outside a format the user's layout and the event's rows of 20 stay.
    const c = await client();
    const plain = await init(c, 'decimal', 'practice', '?amount=80');
    const rec = await toRecall(c, plain.id);
    expect(new Set(rowLengths(rec.data.formatted))).toEqual(new Set([20]));
  });

  it('puts words in columns of 20 and dates in pages of 20 of the sheet', async () => {
    const words = await recallOf('words', 'iam-words-5');
    expect(words.rec.settings.words_group_number).toBe(20);
    expect((await stored(t.app, words.id)).data.formatted).toHaveLength(10);
    const dates = await recallOf('dates', 'wmsc-dates-5');
    expect(dates.rec.settings.dates_group_number).toBe(20);
    const sprint = await recallOf('words', 'ml-words');
    expect(sprint.rec.settings.words_group_number).toBe(4);
  });
});
