/**
 * The real server for the watch bench, as its own process: the whole app (PGlite by default,
 * DATABASE_URL / REDIS_URL when set). Players train practice sessions (Live Share is on by default).
 */
import { serveBenchApp } from '../server/bench-app.ts';

await serveBenchApp('watch');
