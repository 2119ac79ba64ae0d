import { CHAT_PAGE_SIZE, type ChatHistoryResponse } from '@mnemoria/protocol';
import { getJson, postJson } from '../api/http.ts';

/** One page of a room's history counted back from the newest message; oldest first. */
export const fetchChatPage = (room: string, offset: number, limit = CHAT_PAGE_SIZE) =>
  getJson<ChatHistoryResponse>(
    `/api/chat/messages?${new URLSearchParams({ room, offset: String(offset), limit: String(limit) })}`,
  );

export const reportChatMessage = (messageId: string) =>
  postJson<{ success: true; message: string }>('/api/chat/report', { messageId });

/** The community chat server's invitation link (the server's COMMUNITY_CHAT_URL), or null when off. */
export const fetchCommunityLink = () =>
  getJson<{ success: true; url: string | null }>('/api/chat/community').then((b) => b.url);
