import { blocktrisSpeed, type EventName, levelRules } from '@mnemoria/events';
import { countOf, type User } from '@mnemoria/protocol';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { levelOf } from '../train/event-labels.ts';
import { formatSeconds, HOW_IT_WORKS, itemCount } from './event-info.ts';

/** docs/api.md: free users have a daily allowance in standard (and versus); premium has none. */
export function standardTrials(user: User): { left: number; chance: number } | null {
  if (user.membership.premium) return null;
  const counter = user.fp.standard ?? { chance: 5, played: 0 };
  return { left: Math.max(0, counter.chance - counter.played), chance: counter.chance };
}

/** Standard mode: the level's fixed rules, the user's best, today's trials and Start. */
export function StandardTab({ event, user, name }: { event: EventName; user: User; name: string }) {
  const navigate = useNavigate();
  const level = levelOf(user, event);
  const rules = levelRules(event, level);
  const best = user.bests[event];
  const trials = standardTrials(user);
  const outOfTrials = trials !== null && trials.left <= 0;
  const reasonId = `${event}-start-reason`;

  return (
    <div className="mode-tab">
      <dl className="stat-grid">
        <div className="stat">
          <dt>Your level</dt>
          <dd className="stat__value">{level}</dd>
        </div>
        <div className="stat">
          <dt>Items</dt>
          <dd className="stat__value">{itemCount(event, rules.amount)}</dd>
        </div>
        {event === 'tetris' ? (
          <div className="stat">
            <dt>Fall speed</dt>
            <dd className="stat__value">{blocktrisSpeed(level)} ms per row</dd>
          </div>
        ) : null}
        <div className="stat">
          <dt>Memorize</dt>
          <dd className="stat__value">{formatSeconds(rules.memorizeSeconds)}</dd>
        </div>
        <div className="stat">
          <dt>Recall</dt>
          <dd className="stat__value">{formatSeconds(rules.recallSeconds)}</dd>
        </div>
        <div className="stat">
          <dt>{event === 'tetris' ? 'Best speed' : 'Best score'}</dt>
          <dd className="stat__value">
            {best === undefined ? 'N/A' : event === 'tetris' ? `${best} ms` : best}
          </dd>
        </div>
      </dl>
      <p className="mode-tab__text">{HOW_IT_WORKS[event]}</p>
      <p className="mode-tab__text">Score 80% or more to pass: +1 level, or +2 with a perfect recall.</p>
      <div className="mode-tab__actions">
        <Button
          size="lg"
          disabled={outOfTrials}
          aria-describedby={outOfTrials ? reasonId : undefined}
          onClick={() => navigate(`/app/event/${event}/standard/start`)}
        >
          Start {name}
          <ArrowRightIcon />
        </Button>
        <span className="trials">
          {trials ? `Free Trial ${trials.left}/${trials.chance}` : 'Unlimited trials (Premium)'}
        </span>
      </div>
      {outOfTrials ? (
        <p id={reasonId} className="mode-tab__notice">
          You have used today’s {countOf(trials?.chance ?? 0, 'free standard trial')}; they come back at
          midnight.{' '}
          <Link to={`/app/event/${event}/practice`} replace>
            Practice
          </Link>{' '}
          is unlimited, or <Link to="/app/membership">go Premium</Link> for unlimited trials.
        </p>
      ) : null}
    </div>
  );
}
