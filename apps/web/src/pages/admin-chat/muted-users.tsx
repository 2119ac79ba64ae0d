import type { ChatMute } from '@mnemoria/protocol';
import { Button } from '../../ui/button.tsx';
import { when } from './report-card.tsx';

/**
 * Who cannot write in chat right now, until when and why, with a way to lift a mute given by
 * mistake or served long enough. Hidden while nobody is muted.
 */
export function MutedUsers({
  mutes,
  unmute,
  busy,
}: {
  mutes: ChatMute[] | undefined;
  unmute: (mute: ChatMute) => void;
  busy: boolean;
}) {
  if (!mutes || mutes.length === 0) return null;
  return (
    <section className="panel muted-users" aria-labelledby="muted-users-title">
      <h2 id="muted-users-title" className="muted-users__title">
        Muted users
      </h2>
      <ul className="muted-users__list">
        {mutes.map((m) => (
          <li key={m.userId} className="muted-users__item" aria-label={`${m.userName}, muted`}>
            <div className="muted-users__who">
              <strong>{m.userName}</strong>
              <span>
                until <time dateTime={m.until}>{when(m.until)}</time> · “{m.reason}”
              </span>
            </div>
            <Button variant="secondary" disabled={busy} onClick={() => unmute(m)}>
              Unmute {m.userName}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
