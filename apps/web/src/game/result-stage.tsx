import type { ClientBmevent, RankChange } from '@mnemoria/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentUserKey } from '../api/auth-queries.ts';
import type { PlayableEvent } from '../events/types.ts';
import { Button } from '../ui/button.tsx';
import { RankUpModal } from '../ui/rank-up-modal.tsx';
import { sessionApi } from './api.ts';

const EVALUATIONS: Record<string, { text: string; tone: 'good' | 'bad' | 'neutral' }> = {
  passed: { text: 'Congratulations! You have passed', tone: 'good' },
  failed: { text: 'Sorry, you have failed but keep going!', tone: 'bad' },
  waiting: { text: 'Waiting for other players...', tone: 'neutral' },
  win: { text: 'Congrats! You have won', tone: 'good' },
  lose: { text: 'Sorry, you have lost!', tone: 'bad' },
  tie: { text: 'The match was a tie!', tone: 'neutral' },
};

// The rank change is handed out once per result; remember which sessions asked (StrictMode, remounts).
const rankChecked = new Set<string>();

/** After a result: refresh the user (levels) and show the Rank-up modal if the rank moved. */
function useRankCheck(session: ClientBmevent) {
  const client = useQueryClient();
  const [change, setChange] = useState<RankChange | null>(null);
  const scored = session.evaluation !== null;
  useEffect(() => {
    if (!scored || rankChecked.has(session._id)) return;
    rankChecked.add(session._id);
    void client.invalidateQueries({ queryKey: currentUserKey });
    sessionApi
      .rankCheck(session.name)
      .then((res) => {
        if (res.rankChanged || res.overallChanged) setChange(res);
      })
      .catch((error: unknown) => console.error('rank check failed', error));
  }, [client, scored, session._id, session.name]);
  return { change, close: () => setChange(null) };
}

const secs = (value: number | null) => (value === null ? 'N/A' : `${value} secs`);

/** Result screen: summary card, evaluation, and the per-item comparison. */
export function ResultStage({
  session,
  views,
  onExit,
}: {
  session: ClientBmevent;
  views: PlayableEvent;
  onExit(): void;
}) {
  const { change, close } = useRankCheck(session);
  const evaluation = session.evaluation ? EVALUATIONS[session.evaluation] : undefined;
  const result = session.result;
  const { Review } = views;
  return (
    <div className="result">
      <div className="result__top">
        <h1 className="result__title">Your results</h1>
        <Button variant="secondary" onClick={onExit}>
          Exit
        </Button>
      </div>
      {!evaluation || !result ? (
        <p className="result__loading">Loading...</p>
      ) : (
        <>
          <p className={`result__evaluation is-${evaluation.tone}`} role="status" data-testid="evaluation">
            <span aria-hidden="true">
              {evaluation.tone === 'good' ? '✓ ' : evaluation.tone === 'bad' ? '✗ ' : ''}
            </span>
            {evaluation.text}
          </p>
          <dl className="result__summary panel">
            <div>
              <dt>Memorize time</dt>
              <dd>{secs(session.mem_timed)}</dd>
            </div>
            <div>
              <dt>Recall time</dt>
              <dd>{secs(session.rec_timed)}</dd>
            </div>
            <div>
              <dt>Score</dt>
              <dd data-testid="score">
                {result.score} / {result.max} <span className="result__percent">({result.percent}%)</span>
              </dd>
            </div>
          </dl>
          <section className="result__review panel" aria-label="Your answers against the correct ones">
            <Review
              data={session.data}
              settings={session.settings}
              result={result}
              answer={Array.isArray(session.answer) ? session.answer : undefined}
              blockSpeed={session.block_speed}
            />
          </section>
        </>
      )}
      {change ? <RankUpModal change={change} onClose={close} /> : null}
    </div>
  );
}
