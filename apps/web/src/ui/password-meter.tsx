import { PASSWORD_MIN } from '@mnemoria/protocol';
import type { PasswordStrength } from '@mnemoria/protocol/password';
import { useEffect, useState } from 'react';
import './password-meter.css';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/**
 * How guessable the password being typed is, by the same estimator and bar the server applies.
 * The estimator and its dictionaries (about 750 KB compressed) load only once the password reaches
 * the minimum length, so the sign-up page itself stays light.
 */
export function PasswordMeter({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [strength, setStrength] = useState<PasswordStrength>();
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (password.length < PASSWORD_MIN) return;
    let live = true;
    // A short pause, so a fast typist does not wait for a verdict on every keystroke.
    const timer = setTimeout(() => {
      import('@mnemoria/protocol/password')
        .then((m) => m.passwordStrength(password, inputs ? inputs.split('\n') : []))
        .then((s) => live && setStrength(s))
        .catch(() => live && setStrength(undefined));
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  if (!password) return null;
  const short = password.length < PASSWORD_MIN;
  const shown = short ? undefined : strength;
  const level = shown ? (shown.strongEnough ? 'ok' : 'weak') : 'pending';
  const text = short
    ? `Too short: at least ${PASSWORD_MIN} characters.`
    : shown
      ? `${LABELS[shown.score]}${shown.strongEnough ? '' : ': too easy to guess'}.${shown.warning ? ` ${shown.warning}` : ''}`
      : 'Checking strength…';
  return (
    <div className={`meter meter--${short ? 'weak' : level}`} data-score={shown?.score}>
      <div className="meter__bars" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span
            key={n}
            className={shown && Math.max(shown.score, 1) >= n ? 'meter__bar meter__bar--on' : 'meter__bar'}
          />
        ))}
      </div>
      <p className="meter__text" role="status">
        {text}
      </p>
      {shown && !shown.strongEnough && shown.suggestions[0] ? (
        <p className="meter__tip">{shown.suggestions[0]}</p>
      ) : null}
    </div>
  );
}
