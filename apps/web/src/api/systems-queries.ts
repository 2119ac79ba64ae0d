import type {
  SystemDeckSummary,
  SystemDrill,
  SystemItem,
  SystemItemsPage,
  SystemKind,
  SystemRating,
  SystemReviewResult,
  SystemsOverview,
} from '@mnemoria/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJson, getJson, postJson, putJson } from './http.ts';

interface Body<T> {
  success: boolean;
  data: T;
}

const base = (kind: SystemKind) => `/api/systems/${encodeURIComponent(kind)}`;

/** The user's decks with their counts; the dashboard reads its due count from the same query. */
export function useSystems(enabled = true) {
  return useQuery({
    queryKey: ['systems'],
    enabled,
    queryFn: () => getJson<Body<SystemsOverview>>('/api/systems').then((b) => b.data),
    staleTime: 0,
  });
}

export function useDeckItems(kind: SystemKind, page: number, q: string) {
  return useQuery({
    queryKey: ['systems', kind, 'items', page, q],
    queryFn: () =>
      getJson<Body<SystemItemsPage>>(
        `${base(kind)}/items?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      ).then((b) => b.data),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const fetchDrill = (kind: SystemKind, limit = 20) =>
  getJson<Body<SystemDrill>>(`${base(kind)}/drill?limit=${limit}`).then((b) => b.data);

export const postReview = (kind: SystemKind, item: string, rating: SystemRating) =>
  postJson<Body<SystemReviewResult>>(`${base(kind)}/review`, { item, rating }).then((b) => b.data);

export function useCreateDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: SystemKind; prefill: boolean }) =>
      postJson<Body<SystemDeckSummary>>('/api/systems', body).then((b) => b.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ['systems'] }),
  });
}

export function useDeleteDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: SystemKind) => deleteJson<Body<{ kind: SystemKind }>>(base(kind)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['systems'] }),
  });
}

export function useSaveEntry(kind: SystemKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, fields }: { item: string; fields: string[] }) =>
      putJson<Body<SystemItem>>(`${base(kind)}/items/${encodeURIComponent(item)}`, { fields }).then(
        (b) => b.data,
      ),
    // The counts (filled, due) may change; the page's rows keep what was typed.
    onSuccess: () => client.invalidateQueries({ queryKey: ['systems'], exact: true }),
  });
}
