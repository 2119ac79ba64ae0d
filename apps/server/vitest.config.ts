import { defineConfig } from 'vitest/config';

// Integration tests: real database (PGlite by default, PostgreSQL when DATABASE_URL is set),
// real sockets. Each file builds its own app, so files may run in parallel.
export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
