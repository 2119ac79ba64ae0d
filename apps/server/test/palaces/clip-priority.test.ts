import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKGROUND_PRIORITY, ClipMaker } from '../../src/plugins/app/palaces/video.ts';

/** Pids of this process's children named `name`, read from /proc. */
function children(name: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && comm === name) out.push(Number(entry));
    } catch {}
  }
  return out;
}

// Clip encoding takes a whole core for seconds; requests and sockets must come first.
describe.skipIf(process.platform !== 'linux')('palace clip encoding', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mn-clips-'));
  const clips = new ClipMaker(dir);
  afterAll(() => {
    clips.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs ffmpeg at the lowest priority', async () => {
    const made = clips.clip({
      id: 'nice',
      title: 'Priority',
      locations: ['Door', 'Hall', 'Stairs', 'Attic'],
    });
    let pids: number[] = [];
    for (let i = 0; i < 400 && pids.length === 0; i++) {
      pids = children('ffmpeg');
      if (pids.length === 0) await new Promise((r) => setTimeout(r, 5));
    }
    expect(pids.length).toBe(1);
    expect(getPriority(pids[0] as number)).toBe(BACKGROUND_PRIORITY);
    expect(BACKGROUND_PRIORITY).toBeGreaterThan(0);
    await made;
  });
});
