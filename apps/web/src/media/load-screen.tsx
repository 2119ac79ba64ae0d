import { Button } from '../ui/button.tsx';
import type { MediaFailure, PrefetchProgress } from './prefetch.ts';
import './load-screen.css';

interface LoadScreenProps {
  progress: PrefetchProgress;
  /** Items that failed after their retries; null while loading. */
  failed: readonly MediaFailure[] | null;
  onRetry(): void;
  onExit(): void;
}

export const percentOf = ({ loaded, total }: PrefetchProgress) =>
  total === 0 ? 100 : Math.floor((loaded / total) * 100);

/** The file part of a media URL ('/media/sounds/s012.wav' → 'sounds/s012.wav'): enough to report. */
export const mediaName = (url: string) => url.replace(/^.*\/media\//, '');

/**
 * Load stage: a progress bar with n / total and percent while the session's media is
 * prefetched; when items still fail after their retries, says which and why, with Retry and Exit,
 * so a broken picture never turns into a silent blank during memorization.
 */
export function LoadScreen({ progress, failed, onRetry, onExit }: LoadScreenProps) {
  const percent = percentOf(progress);
  return (
    <div className="load-screen" data-testid="load-screen">
      <p className="load-screen__title">{failed ? 'Some media could not be loaded' : 'Loading media…'}</p>
      <div
        className="load-bar"
        role="progressbar"
        aria-label="Media loaded"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${progress.loaded} of ${progress.total} (${percent} %)`}
        data-testid="load-progress"
      >
        <span className="load-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="load-screen__count" aria-live="polite">
        {progress.loaded} / {progress.total} · {percent} %
      </p>
      {failed ? (
        <div className="load-screen__error" role="alert">
          <p>
            {failed.length === 1 ? '1 file' : `${failed.length} files`} failed to load after 3 attempts. The
            session has not started; retry, or exit and try later.
          </p>
          <ul className="load-screen__failures">
            {failed.slice(0, 5).map((f) => (
              <li key={f.url}>
                <code>{mediaName(f.url)}</code> — {f.reason}
              </li>
            ))}
            {failed.length > 5 ? <li>and {failed.length - 5} more</li> : null}
          </ul>
          <div className="load-screen__actions">
            <Button onClick={onRetry}>Retry</Button>
            <Button variant="secondary" onClick={onExit}>
              Exit
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
