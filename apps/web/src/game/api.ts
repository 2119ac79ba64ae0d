import type { ClientBmevent, RankChange } from '@mnemoria/protocol';
import { ApiError, getJson, postJson } from '../api/http.ts';

/** Session replies of docs/api.md: `{ success, bmevent?, error? }`. */
export interface SessionReply {
  success: boolean;
  bmevent?: ClientBmevent;
  error?: string;
}

const body = (method: 'PUT' | 'POST', payload: unknown): RequestInit => ({
  method,
  credentials: 'same-origin',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify(payload),
});

/** HTTP twins of the /bmevent socket messages: used when the socket is down, and for init/fetch. */
export const sessionApi = {
  init: (event: string, type: string, search: string) =>
    getJson<SessionReply>(`/api/bmevent/init/${event}/${type}${search}`),
  get: (id: string) => getJson<SessionReply>(`/api/bmevent/${encodeURIComponent(id)}`),
  ready: (id: string) => postJson<SessionReply>('/api/bmevent/ready', { id }),
  stage: (id: string, stage: string) => postJson<SessionReply>('/api/bmevent/stage', { id, stage }),
  result: (id: string, answer: unknown) => postJson<SessionReply>('/api/bmevent/result', { id, answer }),
  exit: (id: string) => postJson<SessionReply>('/api/bmevent/exit', { id }),
  /** PUT /api/bmevent/answer; true when stored (a stale seq is also a success for the server). */
  async answer(id: string, answer: unknown, seq: number): Promise<boolean> {
    const res = await fetch('/api/bmevent/answer', body('PUT', { id, answer, seq }));
    return res.ok;
  },
  rankCheck: (eventName: string) => postJson<RankChange>('/api/ranks/update-event-rank', { eventName }),
};

/** The session id of the running game, per event and type, so a reload of /start resumes it. */
const storageKey = (event: string, type: string) => `mnemoria.bmevent.${event}.${type}`;

export const sessionMemory = {
  get(event: string, type: string): string | null {
    try {
      return sessionStorage.getItem(storageKey(event, type));
    } catch {
      return null;
    }
  },
  set(event: string, type: string, id: string) {
    try {
      sessionStorage.setItem(storageKey(event, type), id);
    } catch {
      // Private mode without storage: a reload then starts a new session, nothing worse.
    }
  },
  clear(event: string, type: string) {
    try {
      sessionStorage.removeItem(storageKey(event, type));
    } catch {
      // See set().
    }
  },
};

/** The session routes answer `{ success: false, error }`; show that text, not the HTTP status. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
      return body.error;
    if (error.status === 0) return 'Could not reach the server. Check your connection.';
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * A synchronous local copy of the latest answer, written on every edit. The network write is
 * debounced (and a reload can cut it off), so a reloaded page takes this copy and sends it again:
 * no keystroke is lost between the last send and the reload.
 */
const journalKey = (id: string) => `mnemoria.answer.${id}`;

export const answerJournal = {
  save(id: string, answer: unknown) {
    try {
      sessionStorage.setItem(journalKey(id), JSON.stringify(answer));
    } catch {
      // Storage full or unavailable: the debounced network write still runs.
    }
  },
  load(id: string): unknown[] | null {
    try {
      const raw = sessionStorage.getItem(journalKey(id));
      const value: unknown = raw ? JSON.parse(raw) : null;
      return Array.isArray(value) ? value : null;
    } catch {
      return null;
    }
  },
  clear(id: string) {
    try {
      sessionStorage.removeItem(journalKey(id));
    } catch {
      // nothing to clear
    }
  },
};
