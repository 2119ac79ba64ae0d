import { type Messages, messagesSchema } from '@mnemoria/protocol';
import { fetchCredentials, serverUrl } from '../native/server-origin.ts';

/** A non-2xx answer (or no answer at all: status 0) from our server. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(serverUrl(path), {
      credentials: fetchCredentials(),
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }
  const body = await readBody(res);
  if (!res.ok) {
    throw new ApiError(res.status, body, serverMessage(body) ?? res.statusText ?? `HTTP ${res.status}`);
  }
  return body as T;
}

export const getJson = <T>(path: string) => request<T>(path);

export const postJson = <T>(path: string, payload: unknown) =>
  request<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });

export const putJson = <T>(path: string, payload: unknown) =>
  request<T>(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });

export const patchJson = <T>(path: string, payload: unknown) =>
  request<T>(path, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });

export const deleteJson = <T>(path: string) => request<T>(path, { method: 'DELETE' });

/** The login endpoint takes a form-encoded body, not JSON. */
export const postForm = <T>(path: string, fields: Record<string, string>) =>
  request<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const NO_MESSAGES: Messages = { errors: [], success: [], info: [] };

/** The `messages` block of a response body, or an empty one when the body has none. */
export function messagesOf(body: unknown): Messages {
  if (body && typeof body === 'object' && 'messages' in body) {
    const parsed = messagesSchema.safeParse(body.messages);
    if (parsed.success) return parsed.data;
  }
  return NO_MESSAGES;
}

/**
 * The human text a server put in a body: `message` (reset steps), `error` (session and
 * preference routes), else the first error of `messages` (account routes).
 */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    if ('message' in body && typeof body.message === 'string') return body.message;
    if ('error' in body && typeof body.error === 'string') return body.error;
  }
  return messagesOf(body).errors[0]?.msg;
}

/**
 * What to show when a call failed: the server's own messages if it sent any, otherwise one
 * plain error (the user must never be left without feedback).
 */
export function failureMessages(error: unknown): Messages {
  if (error instanceof ApiError) {
    const fromServer = messagesOf(error.body);
    const count = fromServer.errors.length + fromServer.success.length + fromServer.info.length;
    if (count > 0) return fromServer;
    const text = serverMessage(error.body);
    if (text) return { ...NO_MESSAGES, errors: [{ msg: text }] };
    if (error.status === 0) {
      return { ...NO_MESSAGES, errors: [{ msg: 'Could not reach the server. Check your connection.' }] };
    }
  }
  return { ...NO_MESSAGES, errors: [{ msg: 'Something went wrong. Please try again.' }] };
}
