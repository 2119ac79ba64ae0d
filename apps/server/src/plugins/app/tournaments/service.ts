import { randomUUID } from 'node:crypto';
import { type EventName, eventByName } from '@mnemoria/events';
import type { CreateTournament, TournamentDetail, TournamentSummary } from '@mnemoria/protocol';
import { STANDINGS_SHOWN } from '@mnemoria/protocol';
import type { UserRow } from '../../../db/schema.ts';
import { isPremium } from '../payments/premium.ts';
import { summaryOf, type TournamentsRepository } from './repository.ts';
import { BatchedReads, SharedReads } from './shared-reads.ts';

export type Refusal = { status: 400 | 403 | 404 | 409; error: string };
type Out<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export const JOIN_PREMIUM =
  'Joining an arena is a premium perk: upgrade to premium to play in tournaments. Anyone may watch.';
export const CREATE_PREMIUM =
  'Creating an arena is a premium perk: upgrade to premium to create tournaments.';
const NOT_FOUND: Refusal = { status: 404, error: 'No such tournament.' };

/**
 * The arena requests a user makes over HTTP: list, view, join, pause, leave and create. Changes to
 * a player's place are announced through `changed` (the standings pushed to the arena's room).
 */
export class TournamentsService {
  constructor(
    private readonly repo: TournamentsRepository,
    private readonly changed: (id: string) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(user: UserRow | undefined): Promise<TournamentSummary[]> {
    return this.repo.list(user?.id ?? '');
  }

  /**
   * The arena's summary and its shown standings, as every viewer sees them (shared, never changed
   * by a caller): ranking the whole arena is the costly read, so viewers asking at once share it.
   */
  private readonly boards = new SharedReads(async (id: string) => {
    const found = await this.repo.find(id);
    if (!found) return undefined;
    const standings = await this.repo.standings(id);
    return { summary: summaryOf(found), standings: standings.slice(0, STANDINGS_SHOWN) };
  });

  /** A viewer's own place in the arena: the viewers asking at once are read together. */
  private readonly places = new BatchedReads(async (id: string, userIds: string[]) => {
    const rows = await this.repo.playersOf(id, userIds);
    return new Map(rows.map((r) => [r.userId, r]));
  });

  board(id: string) {
    return this.boards.get(id);
  }

  async detail(id: string, user: UserRow | undefined): Promise<TournamentDetail | undefined> {
    const [board, me] = await Promise.all([this.board(id), user ? this.places.get(id, user.id) : undefined]);
    if (!board) return undefined;
    return {
      ...board.summary,
      standings: board.standings,
      me: {
        joined: me !== undefined && me.status !== 'withdrawn',
        status: me?.status ?? null,
        canJoin: user !== undefined && isPremium(user.membership, this.now().getTime()),
      },
      serverNow: this.now().toISOString(),
    };
  }

  async join(id: string, user: UserRow): Promise<Out<TournamentDetail>> {
    if (!isPremium(user.membership, this.now().getTime()))
      return { ok: false, status: 403, error: JOIN_PREMIUM };
    const found = await this.repo.find(id);
    if (!found) return { ok: false, ...NOT_FOUND };
    if (found.row.status === 'finished') return { ok: false, status: 409, error: 'This arena is over.' };
    await this.repo.join(id, user.id, this.now());
    return this.after(id, user);
  }

  async setStatus(id: string, user: UserRow, status: 'paused' | 'withdrawn'): Promise<Out<TournamentDetail>> {
    const found = await this.repo.find(id);
    if (!found) return { ok: false, ...NOT_FOUND };
    if (found.row.status === 'finished') return { ok: false, status: 409, error: 'This arena is over.' };
    if (!(await this.repo.setStatus(id, user.id, status)))
      return { ok: false, status: 409, error: 'You have not joined this arena.' };
    return this.after(id, user);
  }

  async create(input: Required<CreateTournament>, user: UserRow): Promise<Out<TournamentDetail>> {
    const now = this.now().getTime();
    if (!isPremium(user.membership, now)) return { ok: false, status: 403, error: CREATE_PREMIUM };
    const startsAt = new Date(now + input.startsInMinutes * 60_000);
    const row = await this.repo.insert({
      id: randomUUID(),
      name: input.name,
      event: input.event,
      status: input.startsInMinutes === 0 ? 'started' : 'created',
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.minutes * 60_000),
      createdBy: user.id,
      visibility: input.visibility,
    });
    if (!row) return { ok: false, status: 409, error: 'The arena could not be created.' };
    return this.after(row.id, user);
  }

  private async after(id: string, user: UserRow): Promise<Out<TournamentDetail>> {
    this.changed(id);
    const value = await this.detail(id, user);
    return value ? { ok: true, value } : { ok: false, ...NOT_FOUND };
  }
}

export const eventTitle = (event: string) => {
  try {
    return eventByName(event as EventName).displayName;
  } catch {
    return event;
  }
};
