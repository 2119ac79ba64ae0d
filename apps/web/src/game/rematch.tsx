import type { VersusResult } from '@mnemoria/protocol';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useVersus } from '../realtime/use-versus.ts';
import { versus } from '../realtime/versus-client.ts';
import { Button } from '../ui/button.tsx';

/**
 * Rematch on a match's result: ask to play the same event again; when the opponent asks too, the
 * server opens the new match (both picks locked) and both players go to its choice screen to get
 * ready.
 */
export function Rematch({ result, opponent }: { result: VersusResult; opponent: string }) {
  const pending = useVersus((c) => c.pending);
  const error = useVersus((c) => c.error);
  const { you, opponent: theirs } = result.rematch;
  const ask = () => void versus.rematch(result.matchId);
  if (theirs === 'gone')
    return (
      <p className="versus-result__note" data-testid="rematch-note">
        {opponent} has left: no rematch.
      </p>
    );
  return (
    <div className="versus-result__rematch">
      {you ? (
        <Button variant="secondary" disabled>
          Rematch asked
        </Button>
      ) : (
        <Button variant={theirs === 'offered' ? 'primary' : 'secondary'} disabled={pending} onClick={ask}>
          {theirs === 'offered' ? 'Accept rematch' : 'Rematch'}
        </Button>
      )}
      <span className="versus-result__note" role="status" data-testid="rematch-note">
        {error
          ? error
          : you
            ? `Waiting for ${opponent} to accept…`
            : theirs === 'offered'
              ? `${opponent} wants a rematch.`
              : ''}
      </span>
    </div>
  );
}

/**
 * On the result screen: once the rematch is open (the versus state is in the choice stage, and
 * the result is put away), both players go to its choice screen.
 */
export function useGoToRematch() {
  const navigate = useNavigate();
  const inChoice = useVersus((c) => c.state?.stage === 'choice');
  useEffect(() => {
    if (inChoice) navigate('/app/versus');
  }, [inChoice, navigate]);
}
