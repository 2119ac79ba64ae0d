import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Db, statementName } from '../../../db/client.ts';
import { type UserRow, users } from '../../../db/schema.ts';
import { defaultUserFields } from './user-defaults.ts';

export class UsersRepository {
  /** Built once: the read of every cache miss. */
  private readonly byId;

  constructor(private readonly db: Db) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(statementName(db, 'user_by_id'));
  }

  async create(input: { userName: string; email: string; passwordHash: string; timeZone: string }) {
    const [row] = await this.db
      .insert(users)
      .values({ id: randomUUID(), ...input, ...defaultUserFields() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  }

  async userNameTaken(userName: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
      .limit(1);
    return rows.length > 0;
  }

  async setPasswordHash(id: string, passwordHash: string) {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }
}
