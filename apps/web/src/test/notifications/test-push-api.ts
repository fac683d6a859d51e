import { afterEach, beforeEach } from 'vitest';

import { startTestApi, type SeenRequest } from '../test-api.ts';

/** A P-256 public key as GET /api/v1/push/vapid-public-key gives it (base64url). */
export const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/**
 * The push endpoints on a real test server, fresh for every test: the VAPID key, and user 7's
 * device-subscribe answering with what it was sent. `seen` is the current test's requests.
 */
export function setupPushTestApi() {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  beforeEach(async () => {
    api = await startTestApi({
      'GET /api/v1/push/vapid-public-key': {
        status: 200,
        body: { data: { public_key: VAPID_KEY } },
      },
      'POST /api/user/7/device-subscribe': (request) => ({
        status: 200,
        body: { data: { id: 1, ...(request.body as object) } },
      }),
    });
  });
  afterEach(() => api.close());
  return {
    get seen(): SeenRequest[] {
      return api.seen;
    },
  };
}
