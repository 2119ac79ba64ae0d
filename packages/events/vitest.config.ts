import { defineConfig } from 'vitest/config';

// The property tests generate whole sessions (up to the largest amounts); on a 2-core CI machine
// running the server suite and the browser tests beside them, one took 5.9 s, past vitest's 5 s.
export default defineConfig({ test: { name: 'events', include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
