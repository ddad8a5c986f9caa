import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: the domain rules, the API over HTTP (PGlite and PostgreSQL),
// the web's units and the browser journeys. Each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'e2e'],
  },
});
