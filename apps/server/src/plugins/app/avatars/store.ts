import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Public address prefix of stored profile pictures (served by routes/api/user-image.ts). */
export const AVATAR_PREFIX = '/avatars/';
/** A stored picture's file name: 32 hex digits and the extension. Nothing else is ever served. */
export const AVATAR_FILE = /^[0-9a-f]{32}\.webp$/;

/**
 * Profile pictures on disk under DATA_DIR/avatars. Each upload gets a new, unguessable name, so a
 * picture's address never changes content: browsers and proxies may cache it for a year, and a
 * new picture shows at once because the user's image field points at the new address.
 */
export class AvatarStore {
  /** `prefix` is the public address the stored files are served under. */
  constructor(
    readonly dir: string,
    readonly prefix = AVATAR_PREFIX,
  ) {}

  /** Writes the picture (complete or not at all: temp file, then rename) and returns its address. */
  async save(userId: string, body: Buffer): Promise<string> {
    const name = createHash('sha256')
      .update(userId)
      .update(randomBytes(16))
      .update(body)
      .digest('hex')
      .slice(0, 32);
    const file = `${name}.webp`;
    await mkdir(this.dir, { recursive: true });
    const tmp = join(this.dir, `.${file}.${process.pid}.tmp`);
    await writeFile(tmp, body);
    await rename(tmp, join(this.dir, file));
    return `${this.prefix}${file}`;
  }

  /** The stored picture for a served file name, or undefined (also for names we never issue). */
  async read(file: string): Promise<Buffer | undefined> {
    if (!AVATAR_FILE.test(file)) return undefined;
    return readFile(join(this.dir, file)).catch(() => undefined);
  }

  /** Removes a picture we stored, by its address; addresses that are not ours are left alone. */
  async remove(address: string | null | undefined): Promise<void> {
    if (!address?.startsWith(this.prefix)) return;
    const file = address.slice(this.prefix.length);
    if (!AVATAR_FILE.test(file)) return;
    await unlink(join(this.dir, file)).catch(() => {});
  }
}
