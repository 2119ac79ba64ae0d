import type { VersusRepository } from './repository.ts';

/**
 * Who is still there. When a player's connection goes, the check runs after a grace period (short
 * during the search and choice — a reload — and longer during a match); only a player with no
 * versus connection and no connection to their match session left is treated as gone.
 */
export class VersusPresence {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly repo: VersusRepository,
    private readonly connections: (userId: string, bmeventId: string | null) => Promise<number>,
    private readonly absent: (userId: string) => Promise<void>,
    private readonly grace: { choiceMs: number; matchMs: number },
    private readonly onError: (err: unknown) => void,
  ) {}

  /** A connection of the user closed: their /versus one, or their game's (`game`). */
  gone(userId: string, from: 'versus' | 'game') {
    // Sockets closing while the server shuts down are not players leaving.
    if (this.stopped) return;
    void this.schedule(userId, from).catch(this.onError);
  }

  private async schedule(
    userId: string,
    from: 'versus' | 'game',
    attempt = 0,
    waitMs?: number,
    knownInMatch = false,
  ) {
    // A /versus connection is checked after the short grace without a read now: the check itself
    // extends the wait when it finds a match running. A game connection is versus's business only
    // in a match (solo games close theirs all the time).
    let inMatch = knownInMatch;
    if (from === 'game' && !knownInMatch) {
      const match = await this.repo.openMatchOf(userId);
      inMatch = match !== undefined && match.stage !== 'choice';
      if (!inMatch) return;
    }
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        // Counting connections asks every process; when one does not answer in time (it is
        // restarting), look again a grace period later rather than guess. After three misses the
        // player is taken as gone: a match must end even while a process is down.
        void this.check(userId, attempt >= 2, inMatch)
          .then((more) => {
            // The match has started since: wait out the rest of its grace, then check again.
            if (more !== undefined && !this.stopped) void this.schedule(userId, from, attempt, more, true);
          })
          .catch((err: unknown) => {
            this.onError(err);
            if (!this.stopped) void this.schedule(userId, from, attempt + 1).catch(this.onError);
          });
      },
      waitMs ?? (inMatch ? this.grace.matchMs : this.grace.choiceMs),
    );
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Returns the milliseconds still to wait when the match started during a choice-stage grace: a
   * connection that dropped in the choice (the start's page change, a network blip) gets the
   * match's longer grace, not the choice's few seconds.
   */
  private async check(userId: string, lastTry: boolean, wasInMatch: boolean): Promise<number | undefined> {
    const match = await this.repo.openMatchOf(userId);
    if (!wasInMatch && match && match.stage !== 'choice')
      return Math.max(0, this.grace.matchMs - this.grace.choiceMs);
    const bmeventId = match?.players.find((p) => p.userId === userId)?.bmeventId ?? null;
    const count = await this.connections(userId, bmeventId).catch((err: unknown) => {
      if (lastTry) return 0;
      throw err;
    });
    if (count > 0) return undefined;
    await this.absent(userId);
    return undefined;
  }

  stop() {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
