import fc from 'fast-check';
import {
  fieldName,
  hostileValue,
  jsonValue,
  type Known,
  nastyNumber,
  nastyString,
  vocabulary,
} from './arbitraries.ts';

/**
 * Well-formed examples of what clients send, which the fuzzer mutates in one place: most runs then
 * pass every check but one, which is where a missing check shows. They are not tied to a route or
 * event: every example is tried against every route and every event, new ones included.
 */

const BLOCK = {
  id: 'b1',
  name: 'T',
  rotation: 0,
  shape: [
    [1, 1, 1],
    [0, 1, 0],
  ],
  position: { row: 18, col: 3 },
};

/** One example of every body and query of the API, by the route it was written for. */
function bodies(id: string, email: string, otherId: string): [string, Record<string, unknown>][] {
  return [
    ['/api/login', { email, password: 'correct horse battery' }],
    [
      '/api/signup',
      {
        userName: 'fuzz_user',
        email,
        password: 'longenough1',
        confirmPassword: 'longenough1',
        timeZone: 'UTC',
      },
    ],
    ['/api/forgot-password', { email }],
    ['/api/verify-code', { email, code: '123456' }],
    ['/api/reset-password', { email, code: '123456', newPassword: 'longenough2' }],
    ['/api/bmevent/ready', { id }],
    ['/api/bmevent/exit', { id }],
    ['/api/bmevent/stage', { id, stage: 'rec' }],
    ['/api/bmevent/answer', { id, answer: ['1', '0'], seq: 2 }],
    ['/api/bmevent/result', { id, answer: ['0'] }],
    ['/api/ranks/update-event-rank', { eventName: 'binary', userId: otherId }],
    ['/api/user/event/settings/favorite', { favorite: { bmevents: ['binary', 'names'] } }],
    [
      '/api/user/event/settings/:event',
      {
        memorize_timer: true,
        binary_format: { vs: 2, hs: 3 },
        phone_format: '3-3-4',
        auto_advance: { active: true },
      },
    ],
    ['/api/chart/eventChartData', { name: 'binary', start: '2026-01-01', stop: '2026-12-31', timeZone: 2 }],
    ['/api/leaderboard/standardUsersData', { event: 'tetris', page: 2 }],
    ['/api/bmevent/init/:eventName/:mode', { amount: 30, memorize: 60, recall: 120, discard: 'true' }],
    ['/api/major/number', { word: 'phone', by: 'sound', map: 's,z;t,d;n;m;r;l;j,sh,ch;k,g;f,v;p,b' }],
    [
      '/api/major/words',
      { digits: '82', by: 'spelling', page: 2, map: 's,z;t,d;n;m;r;l;j,sh,ch;k,g,c;f,v;p,b' },
    ],
    ['/api/chart/changeXAxis', { value: true }],
    ['/api/user/settings/live-share', { status: false }],
    [
      '/api/user/profile/updateStandardGoals',
      { goals: { standard: { words: { goal: 12 }, tetris: { goal: 700 } } } },
    ],
    ['/api/payment/checkout-url', { planId: 'premium-monthly' }],
    ['/api/payment/plan', { priceId: 'premium-yearly' }],
    ['/api/payment/admin/membership', { userName: 'fuzz_user', premium: true, package: 'premium-yearly' }],
    ['/api/payment/test/checkout', { session: 'e30.00', action: 'pay' }],
    ['/api/payment/test/manage', { session: 'e30.00', action: 'cancel-subscription' }],
    ['/api/chat/messages', { room: 'global', offset: 100, limit: 50 }],
    ['/api/chat/report', { messageId: otherId, reason: 'spam' }],
    ['/api/chat/admin/mute', { userName: 'fuzz_user', minutes: 30, reason: 'spam' }],
    ['/api/chat/admin/unmute', { userName: 'fuzz_user' }],
    ['/api/chat/admin/delete', { messageId: id }],
    ['/api/chat/admin/note', { room: 'global', text: 'Be kind.' }],
    ['/api/palace/:id', { id: 'morning-walk' }],
    ['/api/user/profile/favorite-palace', { palaceId: 'morning-walk' }],
    ['/api/user/profile/unfavorite-palace', { palaceId: 'castle-tour' }],
    ['/api/palace/playlist/create', { name: 'Evening walk' }],
    ['/api/palace/playlist/update', { name: 'Evening walk', playlistId: id }],
    ['/api/palace/playlist/remove', { playlistId: id }],
    ['/api/palace/playlist/add-palace', { palaceId: 'morning-walk', playlistId: id }],
    ['/api/palace/playlist/remove-palace', { palaceId: 'castle-tour', playlistId: id }],
    ['/api/systems', { kind: 'major2', prefill: true }],
    ['/api/systems/:kind/items/:item', { fields: ['rock', 'runs', 'rope'] }],
    ['/api/systems/:kind/review', { item: '47', rating: 3 }],
    ['/api/palace/admin/remove', { id: 'morning-walk' }],
    [
      '/api/palace/admin/import',
      {
        palaces: [{ id: 'new-walk', title: 'New walk', locations: ['Gate', 'Tree'], premium: true, sort: 5 }],
      },
    ],
  ];
}

/** The arguments of one example of every socket message, by event. */
function messages(id: string): [string, unknown[]][] {
  return [
    ['ready', [id]],
    ['finished', [id]],
    ['exit', [id]],
    ['update', [id, 'answer', ['1', '0'], 5]],
    ['update', [id, 'stage', 'rec', 3]],
    ['update', [id, 'mem_main_item', 3, 4]],
    ['update', [id, 'rec_blocks', [1, 2], 6]],
    ['tetris-update', [id, 'recall', [BLOCK]]],
    ['tetris-data-update', [id, [BLOCK]]],
    ['play-sound', [id, '/media/sounds/x.mp3']],
    ['get-count', []],
    ['get-standard-lives', []],
    ['search', ['1v1']],
    ['cancel', ['3f2b8c4e-9a1d-4e5f-8b7c-2d1e0f9a8b7c']],
    ['choice', ['words']],
    ['set-ready', [true]],
    ['bmevent-loaded', [id]],
    ['leave', []],
    ['message', [{ type: 'text', text: 'hello <b>there</b>' }]],
  ];
}

/** An example written for `target` two times in three, else any example (new targets get all). */
function pick<T>(all: [string, T][], target: string, which: number): T {
  const own = all.filter(([t]) => t === target);
  const pool = own.length > 0 && which % 3 !== 0 ? own : all;
  return (pool[Math.floor(which / 3) % pool.length] as [string, T])[1];
}

type How = 'alike' | 'replace' | 'drop' | 'keep';
interface Replacement {
  text: string;
  number: number;
  any: unknown;
}

/** Every path inside a value (containers and leaves), root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(k) : k];
      out.push(path);
      pathsOf(v, path, out);
    }
  }
  return out;
}

/**
 * Changes the value at the `n`-th path of a clone: to a hostile value of the same type ('alike':
 * passes the type check, tests the next one), to anything ('replace'), or removes it ('drop').
 */
function mutate<T>(value: T, n: number, by: Replacement, how: How): T {
  const copy = structuredClone(value);
  const paths = pathsOf(copy);
  const path = paths[n % Math.max(1, paths.length)];
  if (!path || how === 'keep') return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  const old = parent[last];
  if (how === 'drop') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else if (how === 'alike' && typeof old === 'string') parent[last] = by.text;
  else if (how === 'alike' && typeof old === 'number') parent[last] = by.number;
  else parent[last] = by.any;
  return copy;
}

const mutation = (known: Known) =>
  fc.tuple(
    fc.constant(null).chain(() => fc.constantFrom(...known.ids())),
    fc.constantFrom(...known.emails),
    fc.nat(),
    fc.nat(),
    fc.record({ text: nastyString, number: nastyNumber, any: hostileValue(known) }),
    fc.constantFrom<How>('alike', 'alike', 'replace', 'replace', 'drop', 'keep'),
  );

export const mutatedBody = (known: Known, route: string) =>
  mutation(known).map(([id, email, which, at, value, how]) =>
    mutate(pick(bodies(id, email, known.ids().at(-1) ?? id), route, which), at, value, how),
  );

export const mutatedMessage = (known: Known, event: string) =>
  mutation(known).map(([id, , which, at, value, how]) =>
    mutate(pick(messages(id), event, which), at, value, how),
  );

/** A body: mostly real bodies with one hostile part, or the API's field names with any values. */
export const bodyValue = (known: Known, route: string) =>
  fc.oneof(
    { weight: 4, arbitrary: mutatedBody(known, route) },
    {
      weight: 3,
      arbitrary: fc.dictionary(fieldName, fc.oneof(vocabulary(known), jsonValue(known)), { maxKeys: 5 }),
    },
    { weight: 2, arbitrary: hostileValue(known) },
  );

/** Arguments of a socket message: a real message with one hostile part, or anything. */
export const messageArgs = (known: Known, event: string) =>
  fc.oneof(
    { weight: 5, arbitrary: mutatedMessage(known, event) },
    { weight: 1, arbitrary: fc.array(hostileValue(known), { maxLength: 5 }) },
  );

/** Percent-encodes raw bytes: lets a URL carry %00, %FF, CESU-8 surrogates (%ED%A0%80) … */
const encodeBytes = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

const component = (v: unknown) =>
  typeof v === 'string'
    ? encodeBytes(Buffer.from(v.slice(0, 300), 'utf8'))
    : encodeURIComponent(JSON.stringify(v) ?? '');

/** A URL component: plain vocabulary, a percent-encoded nasty string, or raw bytes. */
export const urlComponent = (known: Known) =>
  fc.oneof(
    vocabulary(known).map((v) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))),
    nastyString.map(component),
    fc.uint8Array({ maxLength: 12 }).map(encodeBytes),
    fc.constantFrom('%ED%A0%80', '%C0%80', '%00', '%', '%zz', '..', '.', '%2F', ''),
  );

const toQuery = (pairs: [string, string][]) =>
  pairs.length === 0
    ? ''
    : `?${pairs.map(([k, v]) => `${encodeBytes(Buffer.from(k, 'utf8'))}=${v}`).join('&')}`;

/** A query string: a real one with a hostile field, or field names with fuzzed components. */
export const queryString = (known: Known, route: string) =>
  fc.oneof(
    mutatedBody(known, route).map((q) => toQuery(Object.entries(q).map(([k, v]) => [k, component(v)]))),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fieldName,
            nastyString.map((x) => x.slice(0, 20)),
          ),
          urlComponent(known),
        ),
        {
          maxLength: 5,
        },
      )
      .map(toQuery),
  );
