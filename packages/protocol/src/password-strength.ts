/**
 * Password strength, estimated by zxcvbn-ts with its common and English dictionaries (common and
 * breached passwords, names, words, keyboard patterns, dates, repeats, l33t). The same rule on
 * the server (which decides) and in the sign-up and reset forms (which show it as the user types).
 *
 * The dictionaries weigh a few MB, so they load on first use only: the server pays for them at the
 * first sign-up or reset, a browser only on the pages with a new-password field.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The lowest accepted score on zxcvbn's 0–4 scale. 2 means at least about 10^8 guesses: every
 * listed common or breached password and its usual variants ("Password1!", "qwerty123") score 0
 * or 1, while 8 random characters reach 2. A higher bar would refuse passwords of the 8
 * characters the form asks for; online guessing is stopped by the sign-in lockouts long before
 * 10^8, and stored hashes are argon2id.
 */
export const PASSWORD_MIN_SCORE = 2;

/** Words a password should not lean on besides the user's own name and address. */
const SITE_WORDS = ['mnemoria', 'memory'];

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  /** Whether the server will accept it (length is checked separately). */
  strongEnough: boolean;
  /** zxcvbn's reason, e.g. "This is a commonly used password."; absent when it has none. */
  warning?: string;
  suggestions: string[];
}

/** A word for each score, for the meter. */
export const STRENGTH_LABELS: Record<PasswordScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

let estimator: Promise<ZxcvbnFactory> | undefined;

function load(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/**
 * How guessable the password is. `userInputs` (the user name, the email address) count as known
 * words, so a password built from them scores low.
 */
export async function passwordStrength(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordStrength> {
  const zxcvbn = await load();
  const inputs = [...SITE_WORDS, ...userInputs]
    .flatMap((s) => [s, ...s.split(/[@._+-]+/)])
    .filter((s) => s.length >= 3);
  const result = zxcvbn.check(password, inputs);
  const score = result.score as PasswordScore;
  return {
    score,
    strongEnough: score >= PASSWORD_MIN_SCORE,
    ...(result.feedback.warning ? { warning: result.feedback.warning } : {}),
    suggestions: result.feedback.suggestions,
  };
}
