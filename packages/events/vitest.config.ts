import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'events', include: ['src/**/*.test.ts'] } });
