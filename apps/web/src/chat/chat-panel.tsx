import type { ChatMessage } from '@mnemoria/protocol';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../api/auth-queries.ts';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { reportChatMessage } from './chat-api.ts';
import './chat.css';
import { useChat } from './use-chat.ts';

/** Within 32 px of the end counts as "at the bottom" (a fraction of a line off still follows). */
const BOTTOM_SLACK = 32;

function timeOf(iso: string): string {
  const d = new Date(iso);
  const today = new Date().toDateString() === d.toDateString();
  const time = d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return today ? time : `${d.toLocaleDateString([], { day: 'numeric', month: 'short' })} ${time}`;
}

function SystemLine({ m }: { m: ChatMessage }) {
  return (
    <li className="chat-system">
      <span className="chat-system__text">{m.text}</span>
      <time className="chat-time" dateTime={m.createdAt}>
        {timeOf(m.createdAt)}
      </time>
    </li>
  );
}

function UserLine({ m, own, onReport }: { m: ChatMessage; own: boolean; onReport: (id: string) => void }) {
  const name = m.user?.userName ?? 'Unknown';
  return (
    <li className={own ? 'chat-line chat-line--own' : 'chat-line'}>
      <Avatar name={name} image={m.user?.image} size={32} />
      <div className="chat-line__bubble">
        <div className="chat-line__meta">
          <span className="chat-line__name">{name}</span>
          <time className="chat-time" dateTime={m.createdAt}>
            {timeOf(m.createdAt)}
          </time>
          {own ? null : (
            <button
              type="button"
              className="chat-line__report"
              onClick={() => onReport(m._id)}
              aria-label={`Report message by ${name}`}
              title="Report this message"
            >
              Report
            </button>
          )}
        </div>
        <p className="chat-line__text">{m.text}</p>
      </div>
    </li>
  );
}

/**
 * A chat room as a panel: the history (scrolling, 'Load More' while a full page came back), the
 * live messages, and the input. The list keeps its place when older messages load and follows new
 * ones only while it is scrolled to the bottom. Texts are rendered as React text, never as HTML.
 */
export function ChatPanel({ room, title }: { room: string; title?: string }) {
  const { data: me } = useCurrentUser();
  const chat = useChat(room);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the list
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (chat.changed === 'older' && fromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (
      chat.changed === 'initial' ||
      stickToBottom.current ||
      (chat.changed === 'newer' && atBottom.current)
    ) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
    stickToBottom.current = false;
  }, [chat.messages, chat.changed]);

  const onScroll = () => {
    const el = list.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
  };

  const loadMore = async () => {
    const el = list.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
    await chat.loadOlder();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    if (await chat.send(text)) {
      setDraft('');
      stickToBottom.current = true;
    }
  };

  const report = (id: string) => {
    reportChatMessage(id)
      .then((r) => setNotice(r.message))
      .catch((err: unknown) => setNotice(err instanceof Error ? err.message : 'The report failed.'));
  };

  const status = chat.error ?? notice;
  return (
    <div className="chat-panel" data-room={room}>
      {title ? <h2 className="chat-panel__title">{title}</h2> : null}
      <ol
        className="chat-panel__list"
        ref={list}
        onScroll={onScroll}
        aria-label="Chat messages"
        aria-live="polite"
      >
        {chat.hasMore ? (
          <li className="chat-panel__more">
            <Button variant="secondary" onClick={() => void loadMore()}>
              Load More
            </Button>
          </li>
        ) : null}
        {!chat.loading && chat.messages.length === 0 ? (
          <li className="chat-panel__empty">No messages yet. Say hello!</li>
        ) : null}
        {chat.messages.map((m) =>
          m.type === 'system' ? (
            <SystemLine key={m._id} m={m} />
          ) : (
            <UserLine key={m._id} m={m} own={Boolean(me && m.user?._id === me._id)} onReport={report} />
          ),
        )}
      </ol>
      {status ? (
        <p
          className={chat.error ? 'chat-panel__status chat-panel__status--error' : 'chat-panel__status'}
          role="status"
        >
          <span>{status}</span>
          <button
            type="button"
            className="chat-panel__dismiss"
            aria-label="Dismiss"
            onClick={() => {
              chat.clearError();
              setNotice(null);
            }}
          >
            ×
          </button>
        </p>
      ) : null}
      <form className="chat-panel__form" onSubmit={(e) => void submit(e)}>
        <input
          className="chat-panel__input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Type a message..."
          aria-label="Message"
          maxLength={500}
        />
        <Button type="submit" disabled={!draft.trim()}>
          Send
        </Button>
      </form>
    </div>
  );
}
