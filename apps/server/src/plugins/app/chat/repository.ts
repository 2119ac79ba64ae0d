import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@mnemoria/protocol';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chatMessages, chatMutes, chatReports, matches, tournaments, users } from '../../../db/schema.ts';

export interface ChatUser {
  id: string;
  userName: string;
  image: string | null;
}

const wire = (row: typeof chatMessages.$inferSelect, user: ChatUser | null): ChatMessage => ({
  _id: row.id,
  room: row.room,
  type: row.type,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  user: user ? { _id: user.id, userName: user.userName, image: user.image } : null,
});

/** The chat tables: messages, reports, mutes; and who plays a match (its room's members). */
export class ChatRepository {
  constructor(readonly db: Db) {}

  async insert(room: string, type: 'text' | 'system', text: string, user: ChatUser | null) {
    const [row] = await this.db
      .insert(chatMessages)
      .values({ id: randomUUID(), room, type, text, userId: user?.id ?? null })
      .returning();
    if (!row) throw new Error('chat message not stored');
    return wire(row, user);
  }

  /**
   * System lines of any rooms, a thousand per statement, returned in the order given (a statement
   * numbers its rows in that order, so each room's history keeps it).
   */
  async insertSystem(lines: readonly { room: string; text: string }[]): Promise<ChatMessage[]> {
    const rows = lines.map((l) => ({
      id: randomUUID(),
      room: l.room,
      type: 'system' as const,
      text: l.text,
    }));
    const made = new Map<string, typeof chatMessages.$inferSelect>();
    for (let i = 0; i < rows.length; i += 1000)
      for (const r of await this.db
        .insert(chatMessages)
        .values(rows.slice(i, i + 1000))
        .returning())
        made.set(r.id, r);
    return rows.flatMap((r) => {
      const row = made.get(r.id);
      if (!row) throw new Error('chat message not stored');
      return [wire(row, null)];
    });
  }

  /** One page counted back from the newest: `offset` newest messages skipped, oldest first. */
  async page(room: string, offset: number, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db
      .select({
        m: chatMessages,
        userName: users.userName,
        image: users.image,
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.userId))
      .where(and(eq(chatMessages.room, room), isNull(chatMessages.deletedAt)))
      .orderBy(desc(chatMessages.seq))
      .offset(offset)
      .limit(limit);
    return rows
      .reverse()
      .map((r) =>
        wire(
          r.m,
          r.m.userId && r.userName !== null ? { id: r.m.userId, userName: r.userName, image: r.image } : null,
        ),
      );
  }

  /** An arena's room is open to every signed-in user while the arena exists. */
  async arenaExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.id, id))
      .limit(1);
    return Boolean(row);
  }

  async isMatchPlayer(matchId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.id, matchId), or(eq(matches.userA, userId), eq(matches.userB, userId))))
      .limit(1);
    return Boolean(row);
  }

  async find(id: string) {
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
    return row;
  }

  /** Marks a message deleted; returns its room, or undefined when there is no such live message. */
  async delete(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(chatMessages)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .returning({ room: chatMessages.room });
    return row?.room;
  }

  /** Stores a report once per user and message; false when this user reported it already. */
  async report(messageId: string, reporterId: string, reason: string | undefined): Promise<boolean> {
    const rows = await this.db
      .insert(chatReports)
      .values({ id: randomUUID(), messageId, reporterId, reason: reason ?? null })
      .onConflictDoNothing()
      .returning({ id: chatReports.id });
    return rows.length > 0;
  }

  /** The newest reports with the message and who wrote and reported it (for moderators). */
  async recentReports(limit: number) {
    const rows = await this.db
      .select({
        reportedAt: chatReports.createdAt,
        reason: chatReports.reason,
        reporterId: chatReports.reporterId,
        messageId: chatMessages.id,
        room: chatMessages.room,
        text: chatMessages.text,
        authorId: chatMessages.userId,
        deleted: chatMessages.deletedAt,
      })
      .from(chatReports)
      .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
      .orderBy(desc(chatReports.createdAt))
      .limit(limit);
    const ids = [...new Set(rows.flatMap((r) => [r.reporterId, r.authorId ?? '']).filter(Boolean))];
    const names = await userNamesOf(this.db, ids);
    return rows.map((r) => ({
      reportedAt: r.reportedAt.toISOString(),
      reason: r.reason,
      reporter: names.get(r.reporterId) ?? r.reporterId,
      messageId: r.messageId,
      room: r.room,
      author: r.authorId ? (names.get(r.authorId) ?? r.authorId) : null,
      text: r.text,
      deleted: r.deleted !== null,
    }));
  }

  async muteOf(userId: string) {
    const [row] = await this.db.select().from(chatMutes).where(eq(chatMutes.userId, userId)).limit(1);
    return row;
  }

  async mute(userId: string, until: Date, reason: string) {
    await this.db
      .insert(chatMutes)
      .values({ userId, until, reason })
      .onConflictDoUpdate({ target: chatMutes.userId, set: { until, reason, createdAt: sql`now()` } });
  }

  /** True when a mute that had not run out yet was lifted. */
  async unmute(userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(chatMutes)
      .where(eq(chatMutes.userId, userId))
      .returning({ until: chatMutes.until });
    return rows.some((r) => r.until.getTime() > Date.now());
  }
}

/** The user names of `ids` (one query; none for an empty list), for showing who reported what. */
export async function userNamesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u.userName]));
}
