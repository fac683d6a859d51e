import { startTransition, useEffect, useState } from 'react';

/** Runs `callback` once the browser is idle (or after `timeoutMs`); returns the cancel. */
export function whenIdle(callback: () => void, timeoutMs = 1000): () => void {
  // Both looked up now (bound to window, as the browser requires), so the cancel still works if
  // the page's globals change before it is called.
  if (typeof window.requestIdleCallback === 'function') {
    const cancel = window.cancelIdleCallback.bind(window);
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancel(handle);
  }
  // Safari has no requestIdleCallback: a task of its own after the current one is enough.
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
}

/**
 * False on the first render, true once the browser has been idle after it. What is not
 * seen at once (background services, requests behind a badge) waits for it, so it runs as tasks
 * of its own instead of lengthening the one that puts the page on screen — a phone takes input
 * between them.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready;
}
