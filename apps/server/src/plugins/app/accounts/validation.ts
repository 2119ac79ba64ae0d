import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@mnemoria/protocol';
import { passwordStrength } from '@mnemoria/protocol/password';
import { z } from 'zod';
import { isProfane } from '../../../lib/profanity.ts';

/** Every human-facing account message in one place, so the tests and the UI agree on wording. */
export const MSG = {
  userNameNotAllowed: 'This user name is not allowed: please choose another one.',
  emailInvalid: 'Please enter a valid email address.',
  userNameLength: `User name must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`,
  userNameChars: 'User name may only contain letters, digits and underscores.',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters long.`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters long.`,
  passwordWeak: 'This password is too easy to guess: choose a longer or less common one.',
  passwordsDiffer: "Passwords don't match.",
  emailTaken: 'An account with this email address already exists.',
  userNameTaken: 'This user name is already taken.',
  loginFailed: 'Incorrect email or password.',
  signupOk: 'Your account has been created. Welcome!',
  loginOk: 'You are now signed in.',
  logoutOk: 'You have been signed out.',
  notSignedIn: 'You are not signed in.',
  emailNotFound: 'Email not found',
  resetSent: 'Reset code email sent',
  codeInvalid: 'Reset code invalid',
  codeExpired: 'Reset code expired. Please request a new one.',
  codeTooManyTries: 'Too many wrong codes. Please request a new one.',
  codeVerified: 'Reset code verified',
  resetOk: 'New password saved',
  resetNotVerified: 'Please verify your reset code first.',
  badRequest: 'The request was not understood.',
} as const;

const emailSchema = z.email();

export function emailError(email: string): string | undefined {
  return emailSchema.safeParse(email).success ? undefined : MSG.emailInvalid;
}

export function userNameErrors(userName: string): string[] {
  const errors: string[] = [];
  if (userName.length < USERNAME_MIN || userName.length > USERNAME_MAX) errors.push(MSG.userNameLength);
  if (userName.length > 0 && !/^[A-Za-z0-9_]+$/.test(userName)) errors.push(MSG.userNameChars);
  // Names are shown to everyone (leaderboards, chat, versus), so the chat's filter applies.
  if (isProfane(userName)) errors.push(MSG.userNameNotAllowed);
  return errors;
}

export function passwordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return MSG.passwordShort;
  if (password.length > PASSWORD_MAX) return MSG.passwordLong;
  return undefined;
}

/**
 * Refuses common, breached and easily guessed passwords (no composition rules: any characters,
 * any mix); the message adds the estimator's reason when it has one. Run after the length check.
 */
export async function weakPasswordError(password: string, userInputs: string[]): Promise<string | undefined> {
  const strength = await passwordStrength(password, userInputs);
  if (strength.strongEnough) return undefined;
  return strength.warning ? `${MSG.passwordWeak} ${strength.warning}` : MSG.passwordWeak;
}

export function isValidTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
