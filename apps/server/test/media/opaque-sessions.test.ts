import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import Fastify from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaAddresses, mediaPlugin } from '../../src/media/index.ts';
import { type Client, call, init, perfectAnswerOf } from '../bmevent/session-helpers.ts';
import { signup, startApp, type TestApp } from '../helpers.ts';
import {
  dataDirWithSecret,
  OPAQUE_URL,
  type RealItem,
  sessionAddressBook,
  strings,
  TEST_SECRET,
  telltales,
} from './opaque-helpers.ts';

let t: TestApp;
let base: string;
let dataDir: string;
const sockets: Socket[] = [];
const book = sessionAddressBook();

beforeAll(async () => {
  dataDir = dataDirWithSecret();
  t = await startApp({ dataDir, sweepIntervalMs: 60_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newClient(): Promise<Client> {
  const { cookie } = await signup(t.app);
  return { app: t.app, cookie };
}

/** A /bmevent socket for a session that records every message the server pushes. */
async function player(c: Client, id: string) {
  const pushed: unknown[] = [];
  const socket = connect(`${base}/bmevent`, {
    transports: ['websocket'],
    extraHeaders: { cookie: c.cookie },
    auth: { bmeventId: id },
    reconnection: false,
  });
  sockets.push(socket);
  socket.onAny((_event, ...args) => pushed.push(args));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const emit = async (event: string, ...args: unknown[]) => {
    const ack = await socket.timeout(5000).emitWithAck(event, ...args);
    pushed.push(ack);
    return ack as { success: boolean; bmevent?: { stage: string } };
  };
  return { pushed, emit };
}

/**
 * Plays one session the way the web client does — HTTP for init, answer and result, the socket
 * for ready and the stage moves, a reload (GET) at every stage — with the perfect answer, and
 * returns everything the client received.
 */
async function playThrough(event: EventName) {
  const c = await newClient();
  const received: unknown[] = [];
  const http = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await call(c, method, url, payload);
    received.push(res.body);
    return res;
  };
  const first = await http('GET', `/api/bmevent/init/${event}/practice`);
  const id = first.body.bmevent.id as string;
  received.push((await http('GET', '/api/bmevent/meta')).body);
  const p = await player(c, id);
  expect((await p.emit('ready', id)).bmevent?.stage).toBe('cdm');
  await http('GET', `/api/bmevent/${id}`);
  for (const [seq, to] of ['mem', 'cdr', 'rec'].entries()) {
    expect((await p.emit('update', id, 'stage', to, seq)).bmevent?.stage).toBe(to);
    await http('GET', `/api/bmevent/${id}`);
  }
  const answer = await perfectAnswerOf(t.app, id);
  expect((await http('PUT', '/api/bmevent/answer', { id, answer, seq: 10 })).status).toBe(200);
  await http('GET', `/api/bmevent/${id}`);
  const result = await http('POST', '/api/bmevent/result', { id });
  await http('GET', `/api/bmevent/${id}`);
  return { received: [...received, ...p.pushed], result: result.body.bmevent, client: c };
}

const MEDIA_EVENTS: EventName[] = ['names', 'biography', 'cards', 'echopic', 'sounds', 'images', 'animals'];

describe.each(EVENT_NAMES)('%s: every media address the client receives is opaque', (event) => {
  it('in every stage, over HTTP and the socket; the opaque answers still score', async () => {
    const { received, result } = await playThrough(event);
    const all = strings(received);
    const media = [...new Set(all.filter((s) => s.includes('/media/')))];
    const unknown = media.filter((s) => !OPAQUE_URL.test(s) || !book.has(s));
    expect(unknown, 'non-opaque media strings').toEqual([]);
    // Besides the addresses, no string anywhere names a media file by its real path.
    expect(all.filter((s) => /\/media\/(?!m\/)|\b(animals|faces|images|sounds|cards)\//.test(s))).toEqual([]);
    for (const url of media) {
      const item = book.get(url) as RealItem;
      const hit = telltales(item).filter((w) => url.toLowerCase().includes(w));
      expect(hit, `${url} names ${item.path}`).toEqual([]);
    }
    if (MEDIA_EVENTS.includes(event)) expect(media.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ stage: 'res', percent: 100 });
  });
});

describe('the media route', () => {
  it('serves each session address with the bytes of the item it stands for; real paths are 404', async () => {
    const { received } = await playThrough('echopic');
    const media = [...new Set(strings(received).filter((s) => s.startsWith('/media/')))];
    // An independent server that knows the same secret renders the real items.
    const reference = Fastify();
    const addresses = new MediaAddresses(TEST_SECRET);
    await reference.register(mediaPlugin, { addresses });
    for (const url of media) {
      const item = book.get(url) as RealItem;
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      const body = Buffer.from(await res.arrayBuffer());
      const expected = await reference.inject(addresses.address(item.path));
      expect(body.equals(expected.rawPayload), `${url} ≠ ${item.path}`).toBe(true);
      expect((await fetch(`${base}${item.path}`)).status, item.path).toBe(404);
    }
    await reference.close();
  });

  it('gives the public gallery its own addresses, none of which a session uses', async () => {
    const res = await fetch(`${base}/api/content/gallery`);
    expect(res.status).toBe(200);
    const gallery = (await res.json()) as { animals: { url: string; name: string }[] };
    const urls = strings(gallery).filter((s) => s.startsWith('/media/'));
    expect(urls.length).toBeGreaterThan(300);
    for (const url of urls) {
      expect(url).toMatch(OPAQUE_URL);
      expect(book.has(url), url).toBe(false);
    }
    expect(gallery.animals.length).toBe([...book.values()].filter((i) => i.pool === 'animals').length);
    const first = gallery.animals[0]?.url ?? '';
    expect((await fetch(`${base}${first}`)).status).toBe(200);
  });
});

describe('a script answering animals from the addresses', () => {
  /** Every address → name table a client can build: the public manifests, the file name, the gallery. */
  async function cheatSheet(): Promise<Map<string, string>> {
    const sheet = new Map<string, string>();
    const { BUILTIN_CONTENT } = await import('@mnemoria/events/content');
    for (const a of BUILTIN_CONTENT.animals) sheet.set(a.url, a.name);
    const gallery = (await (await fetch(`${base}/api/content/gallery`)).json()) as {
      animals?: { url: string; name: string }[];
    };
    for (const a of gallery.animals ?? []) sheet.set(a.url, a.name);
    return sheet;
  }
  const fromFileName = (url: string) => /\/animals\/([a-z-]+)\.svg$/.exec(url)?.[1]?.replace(/-/g, ' ');

  it('recognises no picture, scores nothing without memorising and stays at level 1', async () => {
    const sheet = await cheatSheet();
    const c = await newClient();
    const { id } = await init(c, 'animals');
    await call(c, 'POST', '/api/bmevent/ready', { id });
    for (const to of ['mem', 'cdr', 'rec']) await call(c, 'POST', '/api/bmevent/stage', { id, stage: to });
    const rec = (await call(c, 'GET', `/api/bmevent/${id}`)).body.bmevent;
    const faces = (rec.data.shuffle1 as { face: string }[]).map((f) => f.face);
    const answer = faces.map((face) => sheet.get(face) ?? fromFileName(face) ?? null);
    expect(answer.filter((a) => a !== null)).toEqual([]);
    const res = (await call(c, 'POST', '/api/bmevent/result', { id, answer })).body.bmevent;
    expect(res.score).toBe(0);
    expect(res.evaluation).toBe('failed');
    expect((await call(c, 'GET', '/api/user')).body.user.levels.animals).toBe(1);
  });
});
