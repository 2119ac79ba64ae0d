import { type EventData, type EventName, eventByName, type Stage, type TetrisAnswer } from '@mnemoria/events';
import type { WatchBmevent } from '@mnemoria/protocol';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { BmeventRow } from '../../src/db/schema.ts';
import { stringLeaves } from '../bmevent/session-helpers.ts';

/** A message a client sent or received, with when. */
export interface Message {
  event: string;
  args: unknown[];
  at: number;
}

/** Records every push a socket receives, with the moment it arrived. */
export function record(socket: Socket): Message[] {
  const got: Message[] = [];
  socket.onAny((event: string, ...args: unknown[]) => got.push({ event, args, at: Date.now() }));
  return got;
}

/** Media URLs an event's recall plays (sounds and echopic play sounds while the athlete recalls). */
const soundsOf = (answer: unknown[]) =>
  answer.filter((a): a is string => typeof a === 'string' && a.startsWith('/media/'));

/** A Blocktris answer as the client's grid holds it (`tetris-update`'s blocks). */
export const gridOf = (answer: unknown[]) =>
  (answer as TetrisAnswer)
    .filter((p) => p !== null)
    .map((p, i) => ({
      id: i,
      name: p.name,
      rotation: p.rotation,
      shape: [[1]],
      position: { row: p.row, col: p.col },
    }));

/**
 * What an honest player's client sends while memorizing: view moves, a sound played, the
 * Blocktris fall. Viewers may get these (late): they show only what both players see.
 */
export function memorizeMessages(event: EventName, id: string, data: EventData): [string, ...unknown[]][] {
  const out: [string, ...unknown[]][] = [
    ['update', id, 'mem_main_item', 1, 0],
    ['update', id, 'card_index', 1, 0],
  ];
  const sound = stringLeaves(data.raw).find((s) => s.endsWith('.wav'));
  if (sound) out.push(['play-sound', id, sound]);
  if (event === 'tetris') out.push(['tetris-data-update', id, []]);
  return out;
}

/**
 * What an honest player's client sends while recalling: their whole answer, the item they look
 * at, the sounds they play to place them, their Blocktris grid. All of it tells their answers.
 */
export function recallMessages(event: EventName, id: string, answer: unknown[]): [string, ...unknown[]][] {
  const out: [string, ...unknown[]][] = [
    ['update', id, 'answer', answer, 1],
    ['update', id, 'rec_main_item', 2, 1],
    ['update', id, 'card_index', 3, 1],
    ['update', id, 'rec_blocks', [1, 2], 1],
  ];
  for (const url of soundsOf(answer)) out.push(['play-sound', id, url]);
  if (event === 'tetris') out.push(['tetris-update', id, 'recall', gridOf(answer)]);
  return out;
}

/** Sends messages on a /bmevent socket (acknowledged ones wait for their ack). */
export async function send(socket: Socket, messages: [string, ...unknown[]][]) {
  for (const [event, ...args] of messages) {
    if (event === 'play-sound') socket.emit(event, ...args);
    else await socket.timeout(5000).emitWithAck(event, ...args);
  }
}

const RECALLING: readonly string[] = ['cdr', 'rec'];

/**
 * Asserts that nothing `got` holds from before `until` lets its receiver rebuild the player's
 * answers or the key:
 * - a session payload shows no result, no score and, in recall, no answer and no recall view, and
 *   exactly the content the player's own recall screen shows (the event's redaction);
 * - every other message is one the player sent while memorizing (what both players saw anyway) or
 *   a clock signal; none of the recall's messages, which carry the answers, is among them.
 * Returns how many memorize messages arrived, so a caller can check the watch was live at all.
 */
export function expectNothingOfTheRecall(
  got: Message[],
  until: number,
  row: BmeventRow,
  sent: { memorize: [string, ...unknown[]][]; recall: [string, ...unknown[]][] },
): number {
  const def = eventByName(row.name as EventName);
  const recallView = def.redact(row.data as unknown as EventData, 'rec');
  const relayed = (m: [string, ...unknown[]]) => JSON.stringify([m[0], ...relayArgs(m)]);
  const memorize = new Set(sent.memorize.map(relayed));
  const recall = new Set(sent.recall.map(relayed));
  const early = got.filter((x) => x.at < until);
  const isSession = (m: Message) => m.event === 'update-stage' || m.event === 'bmevent';
  const what = (m: Message) => `${row.name}: '${m.event}' ${JSON.stringify(m.args).slice(0, 200)}`;
  // The player's own messages first: the recall's carry their answers outright.
  let memorizeSeen = 0;
  for (const m of early.filter((x) => !isSession(x))) {
    if (m.event === 'half-recall-time' || m.event === 'user-exited') continue;
    const key = JSON.stringify([m.event, ...m.args]);
    expect(recall.has(key) && !memorize.has(key), `a recall message reached a viewer early: ${what(m)}`).toBe(
      false,
    );
    expect(memorize.has(key), `an unexpected message reached a viewer early: ${what(m)}`).toBe(true);
    memorizeSeen += 1;
  }
  for (const m of early.filter(isSession)) {
    const b = m.args[0] as WatchBmevent;
    expect(b.stage, what(m)).not.toBe('res');
    expect(b.result ?? null, what(m)).toBeNull();
    expect(b.score ?? null, what(m)).toBeNull();
    if (RECALLING.includes(b.stage as Stage)) {
      expect(b.answer ?? null, what(m)).toBeNull();
      expect([b.rec_main_item, b.card_index, b.rec_blocks], what(m)).toEqual([0, 0, []]);
      expect(b.data, what(m)).toEqual(JSON.parse(JSON.stringify(recallView)));
    }
  }
  return memorizeSeen;
}

/** The arguments a relay of a sent message carries (what the player's room and viewers get). */
function relayArgs([event, ...args]: [string, ...unknown[]]): unknown[] {
  if (event === 'update') {
    const [, field, value, seq] = args;
    return [field === 'answer' ? { answer: value, answerSeq: seq } : { [field as string]: value }];
  }
  if (event === 'play-sound') return [args[1]];
  if (event === 'tetris-update') return [args[1], args[2]];
  if (event === 'tetris-data-update') return [args[1]];
  return args;
}
