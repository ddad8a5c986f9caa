import { defineProject } from 'vitest/config';

// Browser journeys: one stack (PostgreSQL + API + production web build) for the whole run, driven by
// Debian's Chromium. Runs after the unit and API projects.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
  },
});
