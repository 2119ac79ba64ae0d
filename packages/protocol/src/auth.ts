import { z } from 'zod';
import { wellFormedString } from './input.ts';
import { messagesSchema } from './messages.ts';
import { userSchema } from './user.ts';

/** Limits the server enforces on accounts; the web app reuses them for input attributes. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const RESET_CODE_LENGTH = 6;

/**
 * Body shapes are deliberately loose (strings, possibly empty): the server runs its own rule
 * checks afterwards so that each failure gets its own human message (see apps/server accounts).
 * They only refuse what no rule could handle: text the database cannot store.
 */
const str = (max: number) => wellFormedString().max(max);
export const signupBodySchema = z.object({
  userName: str(200),
  email: str(320),
  password: str(1000),
  confirmPassword: str(1000),
  /** IANA zone of the browser, so daily trials reset at the user's own midnight. */
  timeZone: str(64).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: str(320),
  password: str(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: str(320) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const verifyCodeBodySchema = z.object({ email: str(320), code: str(50) });
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;

/**
 * The reset body names email and newPassword. A reset must also prove the code: either `code` in the
 * body or the short-lived HttpOnly ticket cookie that a successful verify-code sets — so an
 * email address alone can never reset a password, and clients that send only those two fields still work.
 */
export const resetPasswordBodySchema = z.object({
  email: str(320),
  code: str(50).optional(),
  newPassword: str(1000),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Response of signup, login and the three reset steps. `user` only where a user is signed in. */
export const authResponseSchema = z.object({
  messages: messagesSchema,
  message: z.string().optional(),
  user: userSchema.optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
