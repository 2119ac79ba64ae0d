import type { User } from '@mnemoria/protocol';

/** The parts of a TanStack query result the guards decide on. */
export interface UserQueryState {
  status: 'pending' | 'error' | 'success';
  data: User | null | undefined;
  /** The load failed without any answer from the server (offline, server unreachable). */
  unreachable?: boolean;
}

export type AppAccess = 'wait' | 'allow' | 'login' | 'offline';
export type VisitorAccess = 'wait' | 'show' | 'dashboard';

/**
 * /app pages need a user with a user name; anything else goes to /login. A load that got no answer
 * at all says nothing about the sign-in: the app (a cached shell, the native wrapper) says it is
 * offline instead of sending someone who is signed in to the login page.
 */
export function decideAppAccess({ status, data, unreachable }: UserQueryState): AppAccess {
  if (data?.userName) return 'allow';
  if (status === 'pending') return 'wait';
  if (status === 'error' && unreachable) return 'offline';
  return 'login';
}

/** Visitor pages send a user the server knows (one with an _id) to the dashboard. */
export function decideVisitorAccess({ status, data }: UserQueryState): VisitorAccess {
  if (data?._id) return 'dashboard';
  if (status === 'pending') return 'wait';
  return 'show';
}
