import type { EventName } from '@mnemoria/events';
import type { Preset, PresetsResponse } from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJson, getJson, patchJson, postJson } from '../../api/http.ts';

const KEY = ['presets'];

/** The user's saved presets (custom formats) and how many they may keep. */
export function usePresets() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => getJson<PresetsResponse>('/api/presets').then((b) => b.data),
  });
}

/** Save, rename and delete: each reply is the whole list, which replaces the cached one. */
export function usePresetActions() {
  const client = useQueryClient();
  const keep = (r: PresetsResponse) => client.setQueryData(KEY, r.data);
  return {
    save: useMutation({
      mutationFn: (p: { name: string; event: EventName; amount: number; memorize: number; recall: number }) =>
        postJson<PresetsResponse>('/api/presets', p),
      onSuccess: keep,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        patchJson<PresetsResponse>(`/api/presets/${encodeURIComponent(id)}`, { name }),
      onSuccess: keep,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteJson<PresetsResponse>(`/api/presets/${encodeURIComponent(id)}`),
      onSuccess: keep,
    }),
  };
}

/** The game address that starts a preset: a practice session with its amount and times. */
export const presetStartUrl = (p: Preset) =>
  `/app/event/${p.event}/practice/start?${new URLSearchParams({
    amount: String(p.amount),
    memorize: String(p.memorize),
    recall: String(p.recall),
  })}`;
