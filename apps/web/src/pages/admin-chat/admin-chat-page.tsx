import { canModerate, GLOBAL_ROOM } from '@mnemoria/protocol';
import { type FormEvent, useState } from 'react';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { ApiError } from '../../api/http.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import '../../ui/page.css';
import { useChatMutes, useModeratorAction, useReportedMessages } from './admin-chat-api.ts';
import './admin-chat.css';
import { MutedUsers } from './muted-users.tsx';
import { type Act, ReportCard } from './report-card.tsx';

function NoteForm({ post, busy }: { post: (room: string, text: string) => void; busy: boolean }) {
  const [room, setRoom] = useState(GLOBAL_ROOM);
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || !room.trim()) return;
    post(room.trim(), text.trim());
    setText('');
  };
  return (
    <form className="panel moderator-note" onSubmit={submit} aria-label="Moderator note">
      <h2 className="moderator-note__title">Moderator note</h2>
      <p className="moderator-note__hint">Posted to the room as a system message everyone in it sees.</p>
      <div className="moderator-note__fields">
        <label className="moderator-note__room">
          <span>Room</span>
          <input
            className="control"
            value={room}
            onChange={(e) => setRoom(e.target.value)}
            list="note-rooms"
          />
          <datalist id="note-rooms">
            <option value={GLOBAL_ROOM} />
          </datalist>
        </label>
        <label className="moderator-note__text">
          <span>Note</span>
          <input
            className="control"
            value={text}
            maxLength={500}
            placeholder="Please keep the chat friendly."
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={busy || !text.trim() || !room.trim()}>
          Post note
        </Button>
      </div>
    </form>
  );
}

/**
 * The moderator view: reported chat messages (the most recently reported first) with delete, mute
 * and dismiss, a note to post into a room, and the users muted right now with unmute. The server
 * checks the role on every call; the page only spares other users a screen of refusals.
 */
export function AdminChatPage() {
  const { data: user } = useCurrentUser();
  const allowed = canModerate(user?.role);
  const reports = useReportedMessages(allowed);
  const mutes = useChatMutes(allowed);
  const action = useModeratorAction();
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const run: typeof action.mutate = (a) =>
    action.mutate(a, {
      onSuccess: (text) => setStatus({ tone: 'success', text }),
      onError: (err) =>
        setStatus({ tone: 'danger', text: err instanceof ApiError ? err.message : 'The action failed.' }),
    });
  const act: Act = (a) => run(a);

  if (!user) return null;
  return (
    <div className="page admin-chat">
      <title>Chat moderation · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Chat moderation</h1>
        {allowed ? <p className="page__lead">Reported messages, the most recently reported first.</p> : null}
      </header>
      {!allowed ? (
        <Alert tone="info">This page is for chat moderators.</Alert>
      ) : (
        <>
          {status ? (
            <Alert tone={status.tone} onDismiss={() => setStatus(null)}>
              {status.text}
            </Alert>
          ) : null}
          <NoteForm post={(room, text) => run({ kind: 'note', room, text })} busy={action.isPending} />
          <MutedUsers
            mutes={mutes.data}
            unmute={(m) => run({ kind: 'unmute', userId: m.userId })}
            busy={action.isPending}
          />
          {reports.isError ? <Alert tone="danger">The reports could not be loaded.</Alert> : null}
          {reports.data && reports.data.length === 0 ? (
            <p className="admin-chat__empty">No open reports. All clear!</p>
          ) : null}
          <ol className="admin-chat__list" aria-label="Reported messages">
            {reports.data?.map((r) => (
              <ReportCard key={r.messageId} report={r} act={act} busy={action.isPending} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
