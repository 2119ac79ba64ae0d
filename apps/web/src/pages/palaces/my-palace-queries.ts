import type { MyPalace, MyPalaceResponse, MyPalacesResponse } from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getJson, serverMessage } from '../../api/http.ts';

const myKey = ['my-palaces'] as const;
export const myPalacePath = (id: string) => `/api/my-palaces/${encodeURIComponent(id)}`;

export const useMyPalaces = (enabled = true) =>
  useQuery({
    queryKey: [...myKey, 'list'],
    enabled,
    queryFn: () => getJson<MyPalacesResponse>('/api/my-palaces'),
  });

export const useMyPalace = (id: string) =>
  useQuery({
    queryKey: [...myKey, 'one', id],
    queryFn: async () => (await getJson<MyPalaceResponse>(myPalacePath(id))).palace,
    retry: false,
  });

/** JSON or multipart call to our server; a refusal becomes an ApiError with the server's text. */
export async function send<T>(method: string, path: string, body?: object | FormData): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body && !form ? { 'Content-Type': 'application/json' } : {}) },
    body: form ? body : body ? JSON.stringify(body) : undefined,
  }).catch((e: unknown) => {
    throw new ApiError(0, null, e instanceof Error ? e.message : 'Network error');
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, json, serverMessage(json) ?? `HTTP ${res.status}`);
  return json as T;
}

/**
 * One change to a palace (rename, locations, walks, files): the palace's cached copy is replaced
 * by what the server answers, and the list is read again (counts and due dates change).
 */
export function useMyPalaceChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: string; path: string; body?: object | FormData }) =>
      send<Partial<MyPalaceResponse>>(method, `${myPalacePath(id)}${path}`, body),
    onSuccess: async (out) => {
      if (out.palace) client.setQueryData<MyPalace>([...myKey, 'one', id], out.palace);
      else await client.invalidateQueries({ queryKey: [...myKey, 'one', id] });
      await client.invalidateQueries({ queryKey: [...myKey, 'list'] });
    },
  });
}

export function useCreateMyPalace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => send<MyPalaceResponse>('POST', '/api/my-palaces', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: myKey }),
  });
}

/** "in 3 days", "today", "2 days ago": when a walk is due. */
export function dueText(dueAt: string | null, now = Date.now()): string {
  if (!dueAt) return 'Not walked yet';
  const days = Math.round((Date.parse(dueAt) - now) / 86_400_000);
  if (days > 1) return `Next walk in ${days} days`;
  if (days === 1) return 'Next walk tomorrow';
  if (days === 0) return 'Walk due today';
  return `Walk overdue by ${-days} ${days === -1 ? 'day' : 'days'}`;
}
