import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';
import { scenePng } from './scene.ts';

/** What a clip is made from: its file name changes when any of it changes. */
export interface ClipSource {
  id: string;
  title: string;
  locations: string[];
}

// Each illustrated location is held this long: long enough to read its caption and picture.
const SECONDS_PER_LOCATION = 2.5;
const SCENE_VERSION = 1;
export const BACKGROUND_PRIORITY = constants.priority.PRIORITY_LOW;

function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/**
 * Generates each palace's clip once into `dir` (a child process, never the event loop), at most
 * `parallel` at a time. A request for a clip not made yet waits for it and jumps the queue.
 */
export class ClipMaker {
  private readonly jobs = new Map<string, Promise<string>>();
  private readonly queue: { clip: ClipSource; start: () => void }[] = [];
  private readonly running = new Set<ChildProcess>();
  private active = 0;
  private closed = false;

  constructor(
    private readonly dir: string,
    private readonly parallel = 1,
  ) {}

  fileOf(clip: ClipSource): string {
    const hash = createHash('sha256')
      .update(JSON.stringify([clip.id, clip.locations, SECONDS_PER_LOCATION, SCENE_VERSION]))
      .digest('hex')
      .slice(0, 12);
    return join(this.dir, `${clip.id}-${hash}.mp4`);
  }

  /** The clip's path once it exists; `urgent` puts it at the head of the queue. */
  clip(clip: ClipSource, urgent = true): Promise<string> {
    const file = this.fileOf(clip);
    const known = this.jobs.get(file);
    if (known) {
      if (urgent) this.promote(clip.id);
      return known;
    }
    if (existsSync(file)) {
      const done = Promise.resolve(file);
      this.jobs.set(file, done);
      return done;
    }
    const job = new Promise<void>((start) => {
      const entry = { clip, start };
      if (urgent) this.queue.unshift(entry);
      else this.queue.push(entry);
    })
      .then(() => this.make(clip, file))
      .finally(() => {
        this.active--;
        this.next();
      });
    job.catch(() => this.jobs.delete(file));
    this.jobs.set(file, job);
    this.next();
    return job;
  }

  /** Starts clips in the background (start-up); nothing waits for them. */
  warm(clips: ClipSource[]) {
    for (const c of clips) this.clip(c, false).catch(() => undefined);
  }

  close() {
    this.closed = true;
    for (const child of this.running) child.kill('SIGKILL');
    for (const q of this.queue.splice(0)) q.start();
  }

  private promote(id: string) {
    const i = this.queue.findIndex((q) => q.clip.id === id);
    if (i > 0) this.queue.unshift(...this.queue.splice(i, 1));
  }

  private next() {
    while (this.active < this.parallel && this.queue.length > 0) {
      this.active++;
      this.queue.shift()?.start();
    }
  }

  private async make(clip: ClipSource, file: string): Promise<string> {
    if (this.closed) throw new Error('closed');
    const work = join(this.dir, `.${clip.id}-${process.pid}-${Date.now()}`);
    await mkdir(work, { recursive: true });
    try {
      // The frames are the same generated scenes the palace page shows as stills.
      await Promise.all(
        clip.locations.map(async (l, i) =>
          writeFile(join(work, `f${String(i).padStart(3, '0')}.png`), await scenePng(clip.id, i, l)),
        ),
      );
      // The image reader gives the last picture no duration of its own: a copy of it after the end
      // plus a total length (-t) keeps the last location on screen as long as the others.
      const last = clip.locations.length - 1;
      await writeFile(
        join(work, `f${String(last + 1).padStart(3, '0')}.png`),
        await scenePng(clip.id, last, clip.locations[last] ?? ''),
      );
      const out = join(work, 'out.mp4');
      const args = [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-framerate',
        `1/${SECONDS_PER_LOCATION}`,
        '-i',
        join(work, 'f%03d.png'),
        '-r',
        '24',
        '-t',
        String(clip.locations.length * SECONDS_PER_LOCATION),
        // A key frame every second keeps seeking snappy; faststart lets playback begin at once.
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '30',
        '-g',
        '24',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        out,
      ];
      await this.run(args);
      await rename(out, file);
      return file;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private run(args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
      this.running.add(child);
      // Encoding takes a core for seconds (the sample clips right after start-up): at the lowest
      // priority it only uses what requests and sockets leave. Failing to lower it is harmless.
      try {
        if (child.pid !== undefined) setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {}
      let err = '';
      child.stderr?.on('data', (d: Buffer) => {
        if (err.length < 4000) err += d.toString();
      });
      child.on('error', reject);
      child.on('close', (code) => {
        this.running.delete(child);
        if (code === 0) resolve();
        else reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`));
      });
    });
  }
}
