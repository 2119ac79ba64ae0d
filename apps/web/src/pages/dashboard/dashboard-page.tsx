import { Link } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { useTopLevels } from '../../api/progress-queries.ts';
import { ChatPanel } from '../../chat/chat-panel.tsx';
import { CommunityLink } from '../../chat/community-link.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import '../../ui/page.css';
import './dashboard.css';
import { LivesBadge } from '../lives/lives-badge.tsx';
import { SystemsDue } from './systems-due.tsx';
import { TopLevels } from './top-levels.tsx';

function greeting(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * Dashboard: greeting, the user's overall rank, Top Levels, the global chat (400 px high) with the
 * community chat invitation under it, and the Lives button. A failed Top Levels fetch is logged only: the panel then lists
 * every event as N/A.
 */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const { data: meta } = useEventMeta();
  const { data: entries } = useTopLevels();
  if (!user) return null;
  const overall = user.eventsRanks.overall;
  return (
    <div className="page dashboard">
      <title>Dashboard · Mnemoria</title>
      <header className="page__header page__header--row">
        <div>
          <p className="dashboard__eyebrow">Dashboard</p>
          <h1 className="page__title">
            {greeting(new Date().getHours())}, {user.userName}!
          </h1>
        </div>
        <div className="dashboard__actions">
          {overall ? (
            <Link className="dashboard__rank" to="/app/profile">
              <img src={overall.imageUrl} alt="" width={40} height={40} />
              <span>
                <span className="dashboard__rank-label">Overall rank</span>
                <span className="dashboard__rank-name">{overall.name}</span>
              </span>
            </Link>
          ) : null}
          <ButtonLink variant="secondary" to="/app/tournaments" data-slot="tournaments">
            Tournaments
          </ButtonLink>
          <ButtonLink variant="secondary" to="/app/dashboard/lives" title="Lives" data-slot="lives">
            Lives
            <LivesBadge />
          </ButtonLink>
        </div>
      </header>
      <SystemsDue />
      <div className="dashboard__grid">
        {entries ? (
          <TopLevels entries={entries} user={user} meta={meta} />
        ) : (
          <section className="panel top-levels" aria-busy="true" />
        )}
        <div className="dashboard__side">
          <section className="panel dashboard__chat" aria-label="Global chat" data-slot="global-chat">
            <ChatPanel room="global" title="Global chat" />
          </section>
          <CommunityLink />
        </div>
      </div>
    </div>
  );
}
