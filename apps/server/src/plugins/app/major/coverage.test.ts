import { describe, expect, it } from 'vitest';
import { createMajorService } from './index.ts';

const major = createMajorService();

async function totalFor(digits: string): Promise<number> {
  const answer = await major.words({ digits, by: 'sound', page: 1 });
  if (answer.status !== 200) throw new Error(answer.error);
  return JSON.parse(answer.json).data.total;
}

describe('coverage of the sound search (default mapping)', () => {
  it('every 2-digit number has at least 5 nouns, and 95 % of 3-digit numbers at least one', async () => {
    const two = await Promise.all(
      Array.from({ length: 100 }, (_, i) => totalFor(String(i).padStart(2, '0'))),
    );
    const three = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => totalFor(String(i).padStart(3, '0'))),
    );
    const covered = three.filter((n) => n > 0).length;
    const missing = three.flatMap((n, i) => (n === 0 ? [String(i).padStart(3, '0')] : []));
    console.log(
      `Major coverage by sound: 2-digit numbers have ${Math.min(...two)} to ${Math.max(...two)} nouns ` +
        `(median ${[...two].sort((a, b) => a - b)[50]}); ${covered}/1000 3-digit numbers have at least one ` +
        `(${(covered / 10).toFixed(1)} %); none for ${missing.join(' ')}`,
    );
    expect(Math.min(...two)).toBeGreaterThanOrEqual(5);
    expect(covered).toBeGreaterThanOrEqual(950);
  });
});
