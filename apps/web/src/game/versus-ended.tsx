import type { ClientBmevent } from '@mnemoria/protocol';
import { useCurrentUser } from '../api/auth-queries.ts';
import { useVersus } from '../realtime/use-versus.ts';
import { Button } from '../ui/button.tsx';
import { EVALUATIONS } from './result-stage.tsx';
import { RatingChange, ResultNote, useMatchResult } from './versus-panels.tsx';

/**
 * A match session that ended without a result of its own: the match was aborted, or decided by a
 * forfeit, before this player's recall was scored. The page says how the match ended (from the
 * versus state) and offers the way out, instead of a clock running on for nothing.
 */
export function VersusEnded({ session, onExit }: { session: ClientBmevent; onExit(): void }) {
  const { data: user } = useCurrentUser();
  const userId = user?._id ?? '';
  const result = useMatchResult(session._id);
  const known = useVersus((c) => c.state !== null);
  const evaluation = result ? EVALUATIONS[result.outcome] : undefined;
  const opponent = result?.players.find((p) => p.userId !== userId);
  return (
    <div className="result" data-testid="versus-ended">
      <div className="result__top">
        <h1 className="result__title">{session.displayName} match</h1>
        <Button variant="secondary" onClick={onExit}>
          Exit
        </Button>
      </div>
      {result && evaluation ? (
        <>
          <p className={`result__evaluation is-${evaluation.tone}`} role="status" data-testid="evaluation">
            <span aria-hidden="true">
              {evaluation.tone === 'good' ? '✓ ' : evaluation.tone === 'bad' ? '✗ ' : ''}
            </span>
            {evaluation.text}
          </p>
          <section className="versus-result panel" aria-label="Match result" data-testid="versus-result">
            <RatingChange result={result} userId={userId} />
            <ResultNote result={result} />
            {opponent ? <span className="versus-result__vs">vs {opponent.userName}</span> : null}
          </section>
        </>
      ) : (
        <p className="result__loading">{known ? 'This match is over.' : 'Loading...'}</p>
      )}
    </div>
  );
}
