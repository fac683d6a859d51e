import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { useToastStore } from '../shared/toast/toast-store.ts';

// Route pages load lazily, and the first import of a page is transformed on demand: on a
// busy 2-core machine that alone can take seconds. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  // Toasts live in a module-wide store: one left by a test would answer the next test's
  // «Сохранено» before its own request was made.
  useToastStore.setState({ toasts: [] });
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// jsdom lacks these browser APIs that Mantine relies on.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}
