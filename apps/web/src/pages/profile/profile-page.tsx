import { useState } from 'react';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useRefreshUserOnOpen } from '../../api/event-queries.ts';
import { useStandardBests } from '../../api/progress-queries.ts';
import { ratingText, useVersusRatings } from '../../api/versus-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { ChartIcon } from '../../ui/icons.tsx';
import { BestsTable } from './bests-table.tsx';
import { GoalsTable } from './goals-table.tsx';
import { Tabs } from './profile-tabs.tsx';
import { formatDay } from './progress-format.ts';
import { RatingGraph } from './rating-graph.tsx';
import { Trophies } from './trophies.tsx';
import '../../ui/page.css';
import '../chart/chart.css';
import './profile.css';

const MAIN_TABS = [
  { id: 'standard', label: 'Standard Bests' },
  { id: 'special', label: 'Special Bests' },
  { id: 'goals', label: 'Event Goals' },
] as const;
const GOAL_TABS = [
  { id: 'standard', label: 'Standard Goals' },
  { id: 'special', label: 'Special Goals' },
] as const;
/** The special set is animals alone; every other event is standard. */
const SPECIAL = new Set(['animals']);

/**
 * Profile: avatar, @userName, overall rank, 'Joined' date; tabs Standard Bests, Special Bests and
 * Event Goals (Standard Goals / Special Goals). Bests are the standard bests, with the practice
 * best beside them, labelled; sessions, last played and the versus rating per event.
 */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  const bests = useStandardBests();
  const { data: ratings } = useVersusRatings();
  const [tab, setTab] = useState<(typeof MAIN_TABS)[number]['id']>('standard');
  const [goalTab, setGoalTab] = useState<(typeof GOAL_TABS)[number]['id']>('standard');
  useRefreshUserOnOpen();
  if (!user) return null;
  const overall = user.eventsRanks.overall;
  const items = bests.data ?? [];
  const standard = items.filter((i) => !SPECIAL.has(i.name));
  const special = items.filter((i) => SPECIAL.has(i.name));

  const table = (which: 'bests' | 'goals', set: typeof items) =>
    bests.isError ? (
      <Alert tone="danger">Could not load your bests. Please refresh.</Alert>
    ) : bests.isPending ? (
      <p className="page__lead">Loading...</p>
    ) : which === 'bests' ? (
      <BestsTable items={set} ratings={ratings} />
    ) : (
      <GoalsTable items={set} user={user} />
    );

  return (
    <div className="page profile-page">
      <title>Profile · Mnemoria</title>
      <header className="panel profile-head">
        <Avatar name={user.userName} image={user.image} size={96} />
        <div className="profile-head__who">
          <h1 className="page__title">@{user.userName}</h1>
          {overall ? (
            <p className="profile-head__rank">
              <img src={overall.imageUrl} alt="" width={32} height={32} />
              <span>{overall.name}</span>
            </p>
          ) : null}
          <p className="profile-head__joined">Joined {formatDay(user.createdAt)}</p>
        </div>
        <div className="profile-head__extra">
          <p className="profile-head__rating" data-testid="profile-versus-rating">
            Versus rating <strong>{ratings?.overall ? ratingText(ratings.overall) : '—'}</strong>
          </p>
          <ButtonLink variant="secondary" to="/app/chart">
            <ChartIcon />
            Progress chart
          </ButtonLink>
          <ButtonLink variant="secondary" to="/app/history">
            Session history
          </ButtonLink>
        </div>
      </header>
      <section className="panel profile-body">
        <Tabs tabs={MAIN_TABS} current={tab} onSelect={setTab} label="Profile tables">
          {tab === 'standard' ? table('bests', standard) : null}
          {tab === 'special' ? table('bests', special) : null}
          {tab === 'goals' ? (
            <Tabs tabs={GOAL_TABS} current={goalTab} onSelect={setGoalTab} label="Goal kind" small>
              {goalTab === 'standard' ? table('goals', standard) : table('goals', special)}
            </Tabs>
          ) : null}
        </Tabs>
      </section>
      <Trophies />
      <RatingGraph />
    </div>
  );
}
