import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions, no mocks and no module state: one module graph per worker for every file.
  test: { name: 'domain', environment: 'node', isolate: false },
});
