import { CHAT_PAGE_SIZE, type ChatAck, type ChatDeleted, type ChatMessage } from '@mnemoria/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { ApiError } from '../api/http.ts';
import { serverUrl } from '../native/server-origin.ts';
import { fetchChatPage } from './chat-api.ts';

const ACK_TIMEOUT_MS = 8000;

/** Adds messages not held yet (a push can repeat an acknowledged one) and keeps history order. */
function merge(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const seen = new Set(held.map((m) => m._id));
  const fresh = incoming.filter((m) => !seen.has(m._id));
  if (fresh.length === 0) return held;
  return [...held, ...fresh].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export interface ChatState {
  messages: ChatMessage[];
  /** The last page came back full: older messages may exist. */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** Which end changed last: the list keeps its place for 'older' and may follow for 'newer'. */
  changed: 'initial' | 'older' | 'newer' | null;
  loadOlder: () => Promise<void>;
  send: (text: string) => Promise<boolean>;
  clearError: () => void;
}

/**
 * One chat room: its newest page of history, older pages on demand, and a /chat socket of its own
 * (the room is the handshake's query, so the socket does not share the main connection).
 */
export function useChat(room: string): ChatState {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<ChatState['changed']>(null);
  const socketRef = useRef<Socket | null>(null);
  // Older pages are counted back from the newest message: what is held is the next offset.
  const heldRef = useRef(0);
  heldRef.current = messages.length;

  useEffect(() => {
    let live = true;
    setMessages([]);
    setHasMore(false);
    setLoading(true);
    const loadNewest = (first: boolean) =>
      fetchChatPage(room, 0)
        .then((page) => {
          if (!live) return;
          setMessages((held) => merge(held, page.messages));
          if (first) setHasMore(page.messages.length === CHAT_PAGE_SIZE);
          setChanged(first ? 'initial' : 'newer');
        })
        .catch(
          (err: unknown) => live && setError(err instanceof ApiError ? err.message : 'Chat is unavailable.'),
        )
        .finally(() => live && setLoading(false));

    const socket = io(serverUrl('/chat'), {
      forceNew: true,
      withCredentials: true,
      query: { room },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    socketRef.current = socket;
    socket.on('message', (m: ChatMessage) => {
      if (!live || m.room !== room) return;
      setMessages((held) => merge(held, [m]));
      setChanged('newer');
    });
    socket.on('delete', (d: ChatDeleted) => {
      if (live && d.room === room) setMessages((held) => held.filter((m) => m._id !== d._id));
    });
    // Each connect, the first included, reads the newest page again (merged, not replaced): a
    // message sent between the first page's read and the socket joining the room, or while a
    // reconnect was under way, reaches no push to this client.
    socket.on('connect', () => void loadNewest(false));
    socket.on('connect_error', (err) => console.error('[ERROR]: chat', err.message));
    void loadNewest(true);
    return () => {
      live = false;
      socket.disconnect();
      socketRef.current = null;
    };
  }, [room]);

  const loadOlder = useCallback(async () => {
    try {
      const page = await fetchChatPage(room, heldRef.current);
      setMessages((held) => merge(held, page.messages));
      setHasMore(page.messages.length === CHAT_PAGE_SIZE);
      setChanged('older');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Older messages could not be loaded.');
    }
  }, [room]);

  const send = useCallback(async (text: string) => {
    const socket = socketRef.current;
    // A socket still connecting (or reconnecting) holds the message and sends it once connected,
    // within the acknowledgement's timeout.
    if (!socket?.active) {
      setError('Chat is not connected. Please wait a moment and try again.');
      return false;
    }
    try {
      const ack = (await socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('message', { type: 'text', text })) as ChatAck;
      if (!ack.success) {
        setError(ack.error);
        return false;
      }
      setError(null);
      setMessages((held) => merge(held, [ack.message]));
      setChanged('newer');
      return true;
    } catch {
      setError('The message could not be sent. Please try again.');
      return false;
    }
  }, []);

  return { messages, hasMore, loading, error, changed, loadOlder, send, clearError: () => setError(null) };
}
