import { mkdtempSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_PRIORITY, ClipMaker } from '../../src/plugins/app/palaces/video.ts';
import { processes } from '../proc.ts';

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
    const pids = await vi.waitFor(
      () => {
        const found = processes().filter((p) => p.ppid === process.pid && p.comm === 'ffmpeg');
        if (found.length === 0) throw new Error('no ffmpeg child yet');
        return found.map((p) => p.pid);
      },
      { timeout: 2000, interval: 5 },
    );
    expect(pids.length).toBe(1);
    expect(getPriority(pids[0] as number)).toBe(BACKGROUND_PRIORITY);
    expect(BACKGROUND_PRIORITY).toBeGreaterThan(0);
    await made;
  });
});
