import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'rating', include: ['src/**/*.test.ts'] } });
