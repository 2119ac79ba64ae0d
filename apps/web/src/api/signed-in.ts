const HINT_KEY = 'mnemoria.signedIn';

/**
 * A remembered guess of whether this browser is signed in, kept by the API layer whenever the
 * server answers about the current user. It only decides whether the landing page may paint before
 * /api/user answers; the server's answer always decides where the visitor ends up.
 */
export const signedInHint = {
  get(): boolean {
    try {
      return globalThis.localStorage?.getItem(HINT_KEY) === '1';
    } catch {
      return false; // storage blocked (privacy mode): guess "visitor", the common case
    }
  },
  set(signedIn: boolean): void {
    try {
      if (signedIn) globalThis.localStorage?.setItem(HINT_KEY, '1');
      else globalThis.localStorage?.removeItem(HINT_KEY);
    } catch {
      // storage blocked: the hint is an optimisation only
    }
  },
};

let deliver: ((user: unknown) => void) | null = null;
let undelivered: unknown;

/**
 * Hands every probe's answer (the user, or null when signed out) to the query layer, including one
 * found before it loaded: the dashboard a signed-in visitor is sent to then starts from it instead
 * of asking /api/user again, and never from an answer older than the landing page's.
 */
export function onProbedUser(receive: (user: unknown) => void): void {
  deliver = receive;
  if (undelivered !== undefined) receive(undelivered);
  undelivered = undefined;
}

/**
 * Whether the server knows this visitor (a user with an id). A plain fetch on purpose: the landing
 * page calls it, and it must not pull the query layer or the schemas into the landing bundle.
 * `handOverVisitor` false: only a user is handed to the query layer, never "signed out" (a page
 * anyone may see asks in passing; its answer must not stand for the app's own question).
 */
export async function probeSignedIn(handOverVisitor = true): Promise<boolean> {
  let body: { user?: { _id?: unknown } } | null;
  try {
    // Optional: a visitor is `{ user: null }` (200), so the browser logs no failed request.
    const res = await fetch('/api/user?optional=true', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    body = res.ok ? await res.json() : null;
  } catch {
    return false; // offline or a broken answer: show the public page, remember nothing
  }
  const user = body?.user?._id ? body.user : null;
  signedInHint.set(user !== null);
  if (user === null && !handOverVisitor) return false;
  if (deliver) deliver(user);
  else undelivered = user;
  return user !== null;
}
