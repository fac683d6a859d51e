import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite; e2e (Playwright) runs separately.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core idle (1 worker on CI's 2 cores), yet server files spend
    // most of their time waiting on PostgreSQL, another process: two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
