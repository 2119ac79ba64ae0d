import { levelGain, PASS_THRESHOLD } from '@mnemoria/events';
import { type ClientBmevent, countOf, type RankChange } from '@mnemoria/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentUserKey } from '../api/auth-queries.ts';
import type { PlayableEvent } from '../events/types.ts';
import { Button } from '../ui/button.tsx';
import { RankUpModal } from '../ui/rank-up-modal.tsx';
import { sessionApi } from './api.ts';
import './result-stage.css';
import { useOptionalGameActions } from './use-controller.ts';

export const EVALUATIONS: Record<string, { text: string; tone: 'good' | 'bad' | 'neutral' }> = {
  passed: { text: 'Congratulations! You have passed', tone: 'good' },
  failed: { text: `Not passed this time: you need ${PASS_THRESHOLD}%. Keep training!`, tone: 'bad' },
  waiting: { text: 'Waiting for other players...', tone: 'neutral' },
  win: { text: 'Congrats! You have won', tone: 'good' },
  lose: { text: 'Sorry, you have lost!', tone: 'bad' },
  tie: { text: 'The match was a tie!', tone: 'neutral' },
  aborted: { text: 'Match aborted', tone: 'neutral' },
};

// The rank change is handed out once per result; remember which sessions asked (StrictMode, remounts).
const rankChecked = new Set<string>();

/**
 * Runs `then` once the frame showing the current render has been painted: a task posted from an
 * animation frame callback runs after that frame's rendering. Returns a cancel for an effect's cleanup.
 */
function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the result's first frame is on screen. On a slow phone a long answer grid (hundreds
 * of cells) costs more to render and lay out than the rest of the result: the score and the
 * evaluation paint first, the grid one frame later, below them (nothing above it moves).
 */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}

/** After a result: refresh the user (levels) and show the Rank-up modal if the rank moved. */
function useRankCheck(session: ClientBmevent, enabled = true) {
  const client = useQueryClient();
  const [change, setChange] = useState<RankChange | null>(null);
  const scored = enabled && session.evaluation !== null;
  useEffect(() => {
    if (!scored || rankChecked.has(session._id)) return;
    // After the result's first paint: refetching the user and sending the check are CPU work a
    // slow phone would otherwise do before it shows the score.
    return afterPaint(() => {
      if (rankChecked.has(session._id)) return;
      rankChecked.add(session._id);
      void client.invalidateQueries({ queryKey: currentUserKey });
      sessionApi
        .rankCheck(session.name)
        .then((res) => {
          if (res.rankChanged || res.overallChanged) setChange(res);
        })
        .catch((error: unknown) => console.error('rank check failed', error));
    });
  }, [client, scored, session._id, session.name]);
  return { change, close: () => setChange(null) };
}

/** A stage's time as the result shows it: "1 second", "42.5 seconds"; a dash when not measured. */
const duration = (value: number | null) => (value === null ? '—' : countOf(value, 'second'));

/**
 * A speed-cards deck's time as the rule ranks it: the memorize time to the hundredth of a second
 * for a perfect deck, 300 s for any other (said, so the figure is not read as a measured time).
 */
function SpeedCardsTime({ result }: { result: { score: number; max: number; seconds?: number } }) {
  const perfect = result.score === result.max;
  return (
    <div>
      <dt>Speed cards time</dt>
      <dd data-testid="speed-cards-time">
        {(result.seconds ?? 0).toFixed(2)} s
        {perfect ? null : <span className="result__percent"> (not a perfect deck: counts as 300 s)</span>}
      </dd>
    </div>
  );
}

/** The level a standard session was played at and the level it leads to (+1 pass, +2 perfect). */
function levelStep(session: ClientBmevent): { from: number; to: number } | null {
  if (session.mode !== 'standard' || session.level === null || session.percent === null) return null;
  const gain = session.evaluation === 'passed' ? levelGain(session.percent) : 0;
  return { from: session.level, to: session.level + gain };
}

/**
 * Retry and Exit of the player's own solo result. Retry opens the same start address (same mode,
 * same practice settings) as a new visit, so a new session starts; after a standard pass the same
 * address plays the next level, and the button says so. Exit leaves to where the athlete came from
 * (a returnTo the caller passed), else the dashboard.
 */
function SoloActions({ session }: { session: ClientBmevent }) {
  const actions = useOptionalGameActions();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo;
  const step = levelStep(session);
  const leave = (to: string, state?: object) => {
    // Clears the remembered session, so nothing resumes this finished one.
    void (actions?.exit() ?? Promise.resolve()).finally(() => navigate(to, { state }));
  };
  const again = () => leave(`${location.pathname}${location.search}`, returnTo ? { returnTo } : undefined);
  const next = step && step.to > step.from;
  return (
    <div className="result__actions">
      <Button variant="primary" onClick={again}>
        {next ? `Next level: Level ${step.to}` : 'Retry'}
      </Button>
      <Button variant="secondary" onClick={() => leave(returnTo ?? '/app/dashboard')}>
        Exit
      </Button>
    </div>
  );
}

/** What changed for the athlete: the level (standard) and a new best. */
function Highlights({ session }: { session: ClientBmevent }) {
  const step = levelStep(session);
  const speed = session.block_speed !== null;
  const newBest = session.new_best === true && (speed || (session.score ?? 0) > 0);
  if (!step && !newBest) return null;
  return (
    <ul className="result__highlights" aria-label="What changed">
      {step ? (
        <li className={`result-chip${step.to > step.from ? ' is-up' : ''}`} data-testid="level-change">
          {step.to > step.from ? `Level ${step.from} → ${step.to}` : `Level ${step.from} (unchanged)`}
        </li>
      ) : null}
      {newBest ? (
        <li className="result-chip is-best" data-testid="new-best">
          <span aria-hidden="true">★ </span>New best
        </li>
      ) : null}
    </ul>
  );
}

/** Result screen: summary card, evaluation, and the per-item comparison. */
export function ResultStage({
  session,
  views,
  onExit,
  heading,
}: {
  session: ClientBmevent;
  views: PlayableEvent;
  onExit(): void;
  /** Someone else's results (an opponent's, watched): this heading, and no rank check of ours. */
  heading?: string;
}) {
  const { change, close } = useRankCheck(session, heading === undefined);
  const showReview = useFirstFramePainted();
  const evaluation = session.evaluation ? EVALUATIONS[session.evaluation] : undefined;
  // The evaluation speaks to the player ('You have won'): not shown on someone else's results.
  const ownResult = heading === undefined;
  const result = session.result;
  const { Review } = views;
  // The player's own solo result offers Retry; a match, a viewer and someone else's result only Exit.
  const solo = heading === undefined && !session.viewer && session.mode !== 'versus';
  // Blocktris is judged by its fall speed: that figure leads the summary.
  const speed = session.block_speed;
  return (
    <div className="result">
      <div className="result__top">
        <h1 className="result__title">{heading ?? 'Your results'}</h1>
        {solo ? (
          <SoloActions session={session} />
        ) : (
          <Button variant="secondary" onClick={onExit}>
            Exit
          </Button>
        )}
      </div>
      {!evaluation || !result ? (
        <p className="result__loading">Loading...</p>
      ) : (
        <>
          <p
            className={`result__evaluation is-${evaluation.tone}`}
            role="status"
            data-testid="evaluation"
            hidden={!ownResult}
          >
            <span aria-hidden="true">
              {evaluation.tone === 'good' ? '✓ ' : evaluation.tone === 'bad' ? '✗ ' : ''}
            </span>
            {evaluation.text}
          </p>
          {solo ? <Highlights session={session} /> : null}
          <dl className="result__summary panel">
            {speed !== null ? (
              <div className="result__headline">
                <dt>Fall speed</dt>
                <dd data-testid="headline-speed">{speed} ms per row</dd>
              </div>
            ) : null}
            <div>
              <dt>Memorize time</dt>
              <dd>{duration(session.mem_timed)}</dd>
            </div>
            <div>
              <dt>Recall time</dt>
              <dd>{duration(session.rec_timed)}</dd>
            </div>
            {result.seconds !== undefined ? <SpeedCardsTime result={result} /> : null}
            <div>
              <dt>Score</dt>
              <dd data-testid="score">
                {result.score} / {result.max} <span className="result__percent">({result.percent}%)</span>
              </dd>
            </div>
          </dl>
          {showReview ? (
            <section className="result__review panel" aria-label="Your answers against the correct ones">
              <Review
                data={session.data}
                settings={session.settings}
                result={result}
                answer={Array.isArray(session.answer) ? session.answer : undefined}
                blockSpeed={session.block_speed}
              />
            </section>
          ) : null}
        </>
      )}
      {change ? <RankUpModal change={change} onClose={close} /> : null}
    </div>
  );
}
