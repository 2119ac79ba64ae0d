import type { ClientBmevent } from './view.ts';

/** What the engine answers: a session as its player may see it, or an HTTP status and a reason. */
export type Failure = { ok: false; status: number; error: string; extra?: Record<string, unknown> };
export type Success = { ok: true; bmevent: ClientBmevent };
/** What an answer write did: `stored: false` means a newer answer (`answerSeq`) is already stored. */
export type AnswerOutcome = { ok: true; stored: boolean; answerSeq?: number };
/** The ack of an answer write, the same over the socket and HTTP (docs/api.md). */
export const answerAck = (out: AnswerOutcome) => ({
  success: true,
  stored: out.stored,
  ...(out.answerSeq !== undefined && { answerSeq: out.answerSeq }),
});
export const fail = (status: number, error: string, extra?: Record<string, unknown>): Failure => ({
  ok: false,
  status,
  error,
  ...(extra && { extra }),
});
