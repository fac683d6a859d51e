import { configDefaults, defineProject } from 'vitest/config';

// Suites that need a Redis server (`*.redis.test.ts`: several realtime nodes over the Redis
// adapter) run only when TEST_REDIS_URL points at one, as `.ci/run` does; a fresh machine's
// `npm test` leaves them out instead of failing on a missing Redis.
const REDIS_SUITES = '**/*.redis.test.ts';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each test file builds its own app on its own database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Importing the app (~570 modules) took longer than most files' tests, once per file; without
    // isolation a worker imports it once and runs file after file. Each file still builds its own
    // app on its own database, and no server test mocks a module, so nothing a file changes
    // outlives it.
    isolate: false,
    exclude: process.env.TEST_REDIS_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, REDIS_SUITES],
  },
});
