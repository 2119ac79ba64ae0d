import type { ClientBmevent, RankChange } from '@mnemoria/protocol';
import { ApiError, getJson, postJson, putJson } from '../api/http.ts';
import type { AnswerReply } from './answer-sender.ts';
import { PAGE_TAB } from './page-tab.ts';

/** Session replies of docs/api.md: `{ success, bmevent?, error? }`. */
export interface SessionReply {
  success: boolean;
  bmevent?: ClientBmevent;
  error?: string;
  /** Another page (tab) holds the session: this one's commands and answers are refused. */
  heldElsewhere?: boolean;
}

/** A refusal's body as the session routes send it (`{ success: false, error, heldElsewhere? }`). */
export function refusal(error: unknown): SessionReply | null {
  const body = error instanceof ApiError ? error.body : null;
  return body && typeof body === 'object' && 'success' in body ? (body as SessionReply) : null;
}

/**
 * HTTP twins of the /bmevent socket messages: used when the socket is down, and for init/fetch.
 * Every command names this page (`tab`): only the page holding a session may act on it.
 */
export const sessionApi = {
  init: (event: string, type: string, search: string) =>
    getJson<SessionReply>(`/api/bmevent/init/${event}/${type}${search}`),
  get: (id: string) => getJson<SessionReply>(`/api/bmevent/${encodeURIComponent(id)}`),
  /** This page takes the session over; the answer is the session as it is then. */
  hold: (id: string) => postJson<SessionReply>('/api/bmevent/hold', { id, tab: PAGE_TAB }),
  ready: (id: string) => postJson<SessionReply>('/api/bmevent/ready', { id, tab: PAGE_TAB }),
  stage: (id: string, stage: string) =>
    postJson<SessionReply>('/api/bmevent/stage', { id, stage, tab: PAGE_TAB }),
  result: (id: string, answer: unknown) =>
    postJson<SessionReply>('/api/bmevent/result', { id, answer, tab: PAGE_TAB }),
  exit: (id: string) => postJson<SessionReply>('/api/bmevent/exit', { id, tab: PAGE_TAB }),
  /** PUT /api/bmevent/answer: the server's acknowledgement, or its refusal (`success: false`). */
  async answer(id: string, answer: unknown, seq: number): Promise<AnswerReply> {
    try {
      return await putJson<AnswerReply>('/api/bmevent/answer', { id, answer, seq, tab: PAGE_TAB });
    } catch (error) {
      const refused = refusal(error);
      if (refused) return refused;
      throw error;
    }
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
 * no keystroke is lost between the last send and the reload. `basis` is the newest answer sequence
 * number the page had sent or been given when it was typed: a stored answer numbered higher came
 * from elsewhere (another tab, or the tab this one was duplicated from), and the copy must not
 * overwrite it.
 */
const journalKey = (id: string) => `mnemoria.answer.${id}`;

export interface JournaledAnswer {
  answer: unknown[];
  /** Absent in copies written before it was kept: then the copy is sent as it is. */
  basis?: number;
}

/**
 * What a page loading a recall sends again from its journal: the journaled answer, unless a newer
 * answer is stored than the page knew of when it was typed (then the stored one is the truth).
 */
export function journalToResend(journal: JournaledAnswer | null, storedSeq: number): unknown[] | null {
  if (!journal) return null;
  return journal.basis === undefined || storedSeq <= journal.basis ? journal.answer : null;
}

export const answerJournal = {
  save(id: string, answer: unknown, basis: number) {
    try {
      sessionStorage.setItem(journalKey(id), JSON.stringify({ answer, basis }));
    } catch {
      // Storage full or unavailable: the debounced network write still runs.
    }
  },
  load(id: string): JournaledAnswer | null {
    try {
      const raw = sessionStorage.getItem(journalKey(id));
      const value: unknown = raw ? JSON.parse(raw) : null;
      if (Array.isArray(value)) return { answer: value };
      if (!value || typeof value !== 'object' || !('answer' in value) || !Array.isArray(value.answer))
        return null;
      const basis = 'basis' in value && typeof value.basis === 'number' ? value.basis : undefined;
      return { answer: value.answer, basis };
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
