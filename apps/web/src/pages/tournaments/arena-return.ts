const KEY = 'mn:arena-return';

/** The arena a match was paired from: the match screen's Exit goes back there. */
export function rememberArena(id: string) {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // Storage refused (private mode): Exit goes to Versus instead.
  }
}

/** Where Exit after a versus match leads: the arena it came from (once), else Versus. */
export function afterMatchPath(): string {
  try {
    const id = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return id ? `/app/tournaments/${id}` : '/app/versus';
  } catch {
    return '/app/versus';
  }
}
