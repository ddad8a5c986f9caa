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
    // A page's answer to a click (a save, a refresh of the server page) can take seconds on a loaded
    // machine: every expect.poll waits up to 15 s unless it says otherwise (vitest's default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
  },
});
