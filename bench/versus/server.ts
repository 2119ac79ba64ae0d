/**
 * The real server for the versus bench, as its own process: the whole app (PGlite by default,
 * DATABASE_URL / REDIS_URL when set) with short versus matches, so a run plays many whole matches.
 */
import { serveBenchApp } from '../server/bench-app.ts';
import { MATCH } from './format.ts';

await serveBenchApp('versus', {
  versus: {
    format: () => ({ amount: MATCH.amount, memorizeSeconds: MATCH.memorizeS, recallSeconds: MATCH.recallS }),
    countdownSeconds: MATCH.countdownS,
    tickMs: 200,
  },
});
