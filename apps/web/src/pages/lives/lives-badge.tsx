import { useStandardLives } from './live-feed.ts';
import './lives.css';

/** The dashboard Lives button's badge: how many sessions can be watched right now (pushed). */
export function LivesBadge() {
  const lives = useStandardLives();
  if (!lives || lives.total === 0) return null;
  return (
    <span className="lives-badge" data-testid="lives-badge">
      {lives.total}
      <span className="visually-hidden"> live</span>
    </span>
  );
}
