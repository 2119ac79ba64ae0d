import type { ReportedMessage } from '@mnemoria/protocol';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';

export type Act = (
  action:
    | { kind: 'delete' | 'dismiss'; messageId: string }
    | { kind: 'mute'; userId: string; minutes: number; reason: string },
) => void;

export const MUTE_OPTIONS = [
  { minutes: 10, label: '10 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 1440, label: '1 day' },
  { minutes: 10_080, label: '7 days' },
  { minutes: 43_200, label: '30 days' },
] as const;

/** A moment as a moderator reads it: `23 Nov, 18:05` in their own time zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString([], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function MuteForm({
  userId,
  userName,
  act,
  busy,
}: {
  userId: string;
  userName: string;
  act: Act;
  busy: boolean;
}) {
  const [minutes, setMinutes] = useState<number>(60);
  const [reason, setReason] = useState('Breaking the Community Guidelines');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) act({ kind: 'mute', userId, minutes, reason: reason.trim() });
  };
  return (
    <form className="report-card__mute" onSubmit={submit} aria-label={`Mute ${userName}`}>
      <label>
        <span>Mute for</span>
        <select className="control" value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
          {MUTE_OPTIONS.map((o) => (
            <option key={o.minutes} value={o.minutes}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="report-card__reason">
        <span>Reason (shown to {userName})</span>
        <input
          className="control"
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy || !reason.trim()}>
        Mute {userName}
      </Button>
    </form>
  );
}

/** One reported message with who reported it and the moderator's actions on it. */
export function ReportCard({ report, act, busy }: { report: ReportedMessage; act: Act; busy: boolean }) {
  const [muting, setMuting] = useState(false);
  const author = report.author?.userName ?? 'System';
  const count = report.reporterCount;
  return (
    <li className="panel report-card" aria-label={`Message by ${author}`}>
      <div className="report-card__meta">
        <span className="report-card__room">{report.room === 'global' ? 'Global' : 'Match chat'}</span>
        <strong>{author}</strong>
        <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
        <span className="report-card__count">
          {count} {count === 1 ? 'report' : 'reports'}
        </span>
      </div>
      <p className="report-card__text">{report.text}</p>
      <p className="report-card__who">
        Reported by {report.reporters.join(', ')} · last {when(report.lastReportedAt)}
        {report.reasons.length > 0 ? ` · “${report.reasons.join('”, “')}”` : ''}
      </p>
      <div className="report-card__actions">
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => act({ kind: 'delete', messageId: report.messageId })}
        >
          Delete message
        </Button>
        {report.author ? (
          <Button variant="secondary" aria-expanded={muting} onClick={() => setMuting((m) => !m)}>
            Mute {author}…
          </Button>
        ) : null}
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => act({ kind: 'dismiss', messageId: report.messageId })}
        >
          Dismiss report
        </Button>
      </div>
      {muting && report.author ? (
        <MuteForm userId={report.author._id} userName={author} act={act} busy={busy} />
      ) : null}
    </li>
  );
}
