import { useOnlineCount } from './live-feed.ts';
import './lives.css';

/** The shell header's online count: athletes signed in right now (the main channel's get-count). */
export function OnlineCount() {
  const count = useOnlineCount();
  if (count === null) return null;
  return (
    <span className="online-count" data-testid="online-count" title="Athletes online">
      <span className="online-count__dot" aria-hidden="true" />
      {count}
      <span className="online-count__word"> online</span>
    </span>
  );
}
