import type {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  User,
  VerifyCodeBody,
} from '@mnemoria/protocol';
import { ApiError, getJson, postForm, postJson } from './http.ts';
import { signedInHint } from './signed-in.ts';

/** Raw account API calls; the hooks in auth-queries.ts wrap them for components. */
export const authApi = {
  // Every answer about the current user also refreshes the landing page's signed-in hint. Asked
  // as optional, so a visitor is `200 { user: null }` rather than a 401 the browser would log on
  // every page; to the app it is still the 401 it was (the guards send a visitor to /login).
  currentUser: () =>
    getJson<{ user: User | null }>('/api/user?optional=true').then(
      (body) => {
        signedInHint.set(Boolean(body.user?._id));
        if (!body.user) throw new ApiError(401, body, 'You are not signed in.');
        return body.user;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) signedInHint.set(false);
        throw error;
      },
    ),
  login: (body: LoginBody) =>
    postForm<AuthResponse>('/api/login', { email: body.email, password: body.password }),
  signup: (body: SignupBody) => postJson<AuthResponse>('/api/signup', body),
  logout: () => getJson<AuthResponse>('/api/logout'),
  forgotPassword: (body: ForgotPasswordBody) => postJson<AuthResponse>('/api/forgot-password', body),
  verifyCode: (body: VerifyCodeBody) => postJson<AuthResponse>('/api/verify-code', body),
  resetPassword: (body: ResetPasswordBody) => postJson<AuthResponse>('/api/reset-password', body),
};
