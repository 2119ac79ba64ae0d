import type { ClientBmevent } from '@mnemoria/protocol';
import { useEffect, useRef, useState } from 'react';
import { fetchCredentials, serverUrl } from '../native/server-origin.ts';
import { Button } from '../ui/button.tsx';
import { useGame } from './store.ts';
import './spoken-stage.css';

/** How often the page looks at the server's clock for the next digit. */
const POLL_MS = 100;
/** After a 425 (asked a little early), the same digit is asked again this much later. */
const RETRY_MS = 150;

/** The place of the digit being read now (0-based) on the server's clock, from memorize's start. */
export function spokenPlace(
  session: Pick<ClientBmevent, 'deadline' | 'mem_time'>,
  serverNow: number,
): number {
  const deadline = session.deadline ? Date.parse(session.deadline) : Number.NaN;
  if (!Number.isFinite(deadline)) return -1;
  return Math.floor((serverNow - (deadline - session.mem_time * 1000)) / 1000);
}

/**
 * Spoken numbers' memorize: the digits are heard, one a second on the server's clock, and never
 * shown. Each second the page fetches that place's clip (its address names only the place) and
 * plays it; a digit missed while the page slept is not replayed, as a reader would not repeat it.
 * A viewer sees the count without the sound.
 */
export function SpokenStage({ session, readOnly = false }: { session: ClientBmevent; readOnly?: boolean }) {
  const offset = useGame((s) => s.offset);
  const [place, setPlace] = useState(-1);
  const [blocked, setBlocked] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const asked = useRef(-1);
  const amount = session.amount;

  useEffect(() => {
    let stopped = false;
    let url: string | null = null;
    const player = new Audio();
    audio.current = player;
    const play = async (n: number) => {
      const path = `/api/bmevent/${encodeURIComponent(session._id)}/spoken/${n}`;
      const res = await fetch(serverUrl(path), { credentials: fetchCredentials() }).catch(() => null);
      if (stopped || !res) return;
      if (res.status === 425 || res.status === 403) {
        // The server's second (or its move into memorize) has not come yet, as clocks and replies
        // differ by the network delay: ask again while this is still the digit being read.
        setTimeout(() => !stopped && asked.current === n && void play(n), RETRY_MS);
        return;
      }
      if (!res.ok) return;
      const blob = await res.blob();
      if (stopped) return;
      if (url) URL.revokeObjectURL(url);
      url = URL.createObjectURL(blob);
      player.src = url;
      player.play().then(
        () => setBlocked(false),
        () => setBlocked(true),
      );
    };
    const tick = () => {
      const n = spokenPlace(session, Date.now() + offset);
      setPlace(n);
      if (readOnly || n < 0 || n >= amount || n <= asked.current) return;
      asked.current = n;
      void play(n);
    };
    tick();
    const id = setInterval(tick, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
      player.pause();
      if (url) URL.revokeObjectURL(url);
    };
  }, [session, offset, amount, readOnly]);

  const heard = Math.max(0, Math.min(amount, place + 1));
  return (
    <div className="game-main spoken" data-testid="memorize">
      <section className="spoken__panel" aria-labelledby="spoken-title">
        <h2 id="spoken-title" className="spoken__title">
          Listen
        </h2>
        <p className="spoken__count" aria-live="off" data-testid="spoken-count">
          Digit {heard} of {amount}
        </p>
        <progress className="spoken__progress" max={amount} value={heard} aria-label="Digits read" />
        <p className="spoken__hint">
          The digits are read aloud once, one a second, and never shown. Press Done when you have heard
          enough; recall starts after.
        </p>
        {blocked && !readOnly ? (
          <Button onClick={() => void audio.current?.play()}>Turn the sound on</Button>
        ) : null}
      </section>
    </div>
  );
}
