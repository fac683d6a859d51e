import type { TestApp } from '../../testing/build-test-app.ts';

/** Whose headers a test call carries (null: none). */
export type Who = { headers: Record<string, string> } | null;

/** A call through app.inject as `who`, with a JSON body when one is given. */
export function adminCall(t: TestApp) {
  return (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
}
