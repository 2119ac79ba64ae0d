import type { ChatMute, ReportedMessage, UserRole } from '@mnemoria/protocol';
import { ARENA_ROOM_PREFIX, GLOBAL_ROOM, isArenaRoom } from '@mnemoria/protocol';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chatMessages, chatMutes, chatReports, matches, tournaments, users } from '../../../db/schema.ts';
import { userNamesOf } from './repository.ts';

/** Reported messages a moderator view lists at most (the oldest beyond it wait their turn). */
export const REPORTS_PAGE = 100;

const lastReported = sql`max(${chatReports.createdAt})`;

/**
 * What moderators work from: open reports grouped per message (a message reported by five users is
 * one row with its count), their dismissal, the mutes still running, and the roles that let a user moderate.
 */
export class ChatModeration {
  constructor(private readonly db: Db) {}

  /** Live messages with open reports, the most recently reported first. */
  async openReports(limit = REPORTS_PAGE): Promise<ReportedMessage[]> {
    const rows = await this.db
      .select({
        messageId: chatMessages.id,
        room: chatMessages.room,
        type: chatMessages.type,
        text: chatMessages.text,
        createdAt: chatMessages.createdAt,
        authorId: chatMessages.userId,
        authorName: users.userName,
        reporterIds: sql<
          string[]
        >`array_agg(${chatReports.reporterId} order by ${chatReports.createdAt} desc)`,
        reasons: sql<
          (string | null)[]
        >`array_agg(${chatReports.reason} order by ${chatReports.createdAt} desc)`,
        // Epoch milliseconds as float8, which the driver hands over as a number.
        lastReportedMs: sql<number>`(extract(epoch from ${lastReported}) * 1000)::float8`,
      })
      .from(chatReports)
      .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
      .leftJoin(users, eq(users.id, chatMessages.userId))
      .where(and(isNull(chatReports.dismissedAt), isNull(chatMessages.deletedAt)))
      .groupBy(chatMessages.id, users.userName)
      .orderBy(desc(lastReported), desc(chatMessages.id))
      .limit(limit);
    const ids = [...new Set(rows.flatMap((r) => r.reporterIds))];
    const names = await userNamesOf(this.db, ids);
    return rows.map((r) => ({
      messageId: r.messageId,
      room: r.room,
      type: r.type,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      author: r.authorId ? { _id: r.authorId, userName: r.authorName ?? 'Unknown' } : null,
      reporterCount: r.reporterIds.length,
      reporters: r.reporterIds.map((id) => names.get(id) ?? 'Unknown'),
      reasons: r.reasons.filter((x): x is string => Boolean(x)),
      lastReportedAt: new Date(r.lastReportedMs).toISOString(),
    }));
  }

  /** Mutes that have not run out, the most recently given first (at most `limit`). */
  async activeMutes(limit = REPORTS_PAGE): Promise<ChatMute[]> {
    const rows = await this.db
      .select({
        userId: chatMutes.userId,
        userName: users.userName,
        until: chatMutes.until,
        reason: chatMutes.reason,
        mutedAt: chatMutes.createdAt,
      })
      .from(chatMutes)
      .innerJoin(users, eq(users.id, chatMutes.userId))
      .where(gt(chatMutes.until, sql`now()`))
      .orderBy(desc(chatMutes.createdAt), desc(chatMutes.userId))
      .limit(limit);
    return rows.map((r) => ({
      ...r,
      until: r.until.toISOString(),
      mutedAt: r.mutedAt.toISOString(),
    }));
  }

  /** Closes every open report of a message; false when it had none. */
  async dismiss(messageId: string): Promise<boolean> {
    const rows = await this.db
      .update(chatReports)
      .set({ dismissedAt: sql`now()` })
      .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.dismissedAt)))
      .returning({ id: chatReports.id });
    return rows.length > 0;
  }

  /** Whether a room exists: the global room, an arena's, or a versus match's. */
  async roomExists(room: string): Promise<boolean> {
    if (room === GLOBAL_ROOM) return true;
    if (isArenaRoom(room)) {
      const id = room.slice(ARENA_ROOM_PREFIX.length);
      const [row] = await this.db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.id, id))
        .limit(1);
      return Boolean(row);
    }
    const [row] = await this.db.select({ id: matches.id }).from(matches).where(eq(matches.id, room)).limit(1);
    return Boolean(row);
  }

  async userName(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userName: users.userName })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row?.userName;
  }

  /** Grants a role by user name (updated by id, so the user caches drop exactly that row). */
  async setRole(userName: string, role: UserRole): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`)
      .limit(1);
    if (!row) return false;
    await this.db.update(users).set({ role }).where(eq(users.id, row.id));
    return true;
  }
}
