import { useEffect } from 'react';
import './offline-state.css';

/**
 * What a signed-in page shows when the server cannot be reached (the shell came from the service
 * worker's cache, or the native wrapper has no network): what works and what needs the server, as
 * offline.html says, and a retry that also runs by itself when the connection comes back.
 */
export function OfflineState({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <main className="offline-state" aria-labelledby="offline-title">
      <h1 id="offline-title">You are offline</h1>
      <p>Mnemoria could not reach the server. You are still signed in on this device.</p>
      <ul>
        <li>
          <strong>Works offline:</strong> the app itself and its public pages, once opened online here.
        </li>
        <li>
          <strong>Needs the server:</strong> everything of a session — memorising, recall, scores, versus
          matches, live watching — and your profile, progress and the leaderboard.
        </li>
      </ul>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
