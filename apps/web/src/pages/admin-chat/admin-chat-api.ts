import type {
  ChatMute,
  ChatMutesResponse,
  ReportedMessage,
  ReportedMessagesResponse,
} from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../api/http.ts';

export const reportsKey = ['admin-chat-reports'] as const;
export const mutesKey = ['admin-chat-mutes'] as const;

/** Reported messages awaiting a moderator; refreshed while the page is open. */
export function useReportedMessages(enabled: boolean) {
  return useQuery({
    queryKey: reportsKey,
    queryFn: (): Promise<ReportedMessage[]> =>
      getJson<ReportedMessagesResponse>('/api/admin/chat/reports').then((b) => b.reports),
    enabled,
    staleTime: 0,
    refetchInterval: 15_000,
  });
}

/** Users muted right now, the most recent mute first. */
export function useChatMutes(enabled: boolean) {
  return useQuery({
    queryKey: mutesKey,
    queryFn: (): Promise<ChatMute[]> =>
      getJson<ChatMutesResponse>('/api/admin/chat/mutes').then((b) => b.mutes),
    enabled,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

type Action =
  | { kind: 'delete' | 'dismiss'; messageId: string }
  | { kind: 'mute'; userId: string; minutes: number; reason: string }
  | { kind: 'unmute'; userId: string }
  | { kind: 'note'; room: string; text: string };

/** One moderator action; the reports and mutes are read again afterwards. Resolves to the server's message. */
export function useModeratorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: Action) =>
      postJson<{ success: true; message: string }>(`/api/admin/chat/${kind}`, body).then((b) => b.message),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reportsKey }),
        client.invalidateQueries({ queryKey: mutesKey }),
      ]),
  });
}
