import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite; e2e (Playwright) runs separately.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
