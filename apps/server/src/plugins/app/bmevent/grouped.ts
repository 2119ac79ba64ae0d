import type { BmeventRow, UserRow } from '../../../db/schema.ts';
import { GroupCommit, type KnownMove, patchKeys } from './group-commit.ts';
import { type BmeventsRepository, insertKeys } from './repository.ts';
import type { TrialCount, TrialCounter } from './session-start.ts';
import { shapeOf } from './statements.ts';

type NewSession = Parameters<BmeventsRepository['insertUnlessRunning']>[0];
/** Runs a write of users that returns their rows, keeping the rows in the sign-in cache. */
export type FillUsers = (ids: readonly string[], write: () => Promise<UserRow[]>) => Promise<UserRow[]>;

/**
 * The engine's grouped writes (group-commit.ts): starts, stage moves made from a held row, and the
 * day's trial counts.
 */
export function groupedWrites(
  repo: BmeventsRepository,
  trials: TrialCounter,
  fillUsers: FillUsers = (_, w) => w(),
) {
  return {
    trials: new GroupCommit<TrialCount, void>({
      one: async (c) => {
        await fillUsers([c.user.id], () => trials.count(c));
      },
      many: async (cs) => {
        await fillUsers(
          cs.map((c) => c.user.id),
          () => trials.countMany(cs),
        );
        return cs.map(() => undefined);
      },
      shapeOf: (c) => c.mode,
      // Two counts of one user in one statement would count once.
      rowOf: (c) => c.user.id,
    }),
    moves: new GroupCommit<KnownMove, BmeventRow | undefined>({
      one: (m) => repo.moveKnown(m.known, m.patch, m.guarded),
      many: (ms) => repo.moveKnownMany(ms),
      shapeOf: (m) => shapeOf(patchKeys(m.patch), m.guarded ? m.known : undefined),
      rowOf: (m) => m.known.id,
    }),
    starts: new GroupCommit<NewSession, BmeventRow | undefined>({
      one: (row) => repo.insertUnlessRunning(row),
      many: (rows) => repo.insertManyUnlessRunning(rows),
      shapeOf: (row) => insertKeys(row).join(','),
      // One running session per user: a second start of one user waits for the first.
      rowOf: (row) => row.userId,
    }),
  };
}
