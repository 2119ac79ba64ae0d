import type { User } from '@mnemoria/protocol';

/** The parts of a TanStack query result the guards decide on. */
export interface UserQueryState {
  status: 'pending' | 'error' | 'success';
  data: User | null | undefined;
}

export type AppAccess = 'wait' | 'allow' | 'login';
export type VisitorAccess = 'wait' | 'show' | 'dashboard';

/** /app pages need a user with a user name; anything else goes to /login. */
export function decideAppAccess({ status, data }: UserQueryState): AppAccess {
  if (data?.userName) return 'allow';
  if (status === 'pending') return 'wait';
  return 'login';
}

/** Visitor pages send a user the server knows (one with an _id) to the dashboard. */
export function decideVisitorAccess({ status, data }: UserQueryState): VisitorAccess {
  if (data?._id) return 'dashboard';
  if (status === 'pending') return 'wait';
  return 'show';
}
