import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Files share one PostgreSQL server; each opens its own databases. Two workers fit two cores.
    maxWorkers: 2,
    // Runs after the unit projects (domain, web), which use the default worker count.
    sequence: { groupOrder: 1 },
  },
});
