// Test support: a page under real-time events. The test API answers the page's routes and
// POST /broadcasting/auth, Socket.IO runs on it (shared/realtime/realtime.test-server.ts), and
// the feature's events hook is rendered beside the page, as the app shell mounts it.
import { privateUserChannel } from '@kabinet/domain/realtime';
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect } from 'vitest';

import { attachTestRealtime, TEST_CHANNEL_AUTH } from '../shared/realtime/realtime.test-server.ts';
import type { User } from '../shared/user/user.types.ts';
import { demoUser } from './demo-user.ts';
import { renderWithProviders } from './render.tsx';
import { startTestApi } from './test-api.ts';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;
type TestRealtime = ReturnType<typeof attachTestRealtime>;

/**
 * `render(routes, page)` starts the test API with Socket.IO and renders `page` for `user` with
 * `useEvents(user.id)` mounted beside it; both servers close after each test.
 */
export function withLivePage(useEvents: (userId: number) => void, user: User = demoUser()) {
  let api: TestApi | undefined;
  let realtime: TestRealtime | undefined;
  afterEach(async () => {
    realtime?.close();
    realtime = undefined;
    await api?.close();
    api = undefined;
  });

  function Live() {
    useEvents(user.id);
    return null;
  }

  async function render(routes: Parameters<typeof startTestApi>[0], page: ReactNode) {
    const started = await startTestApi({ ...routes, 'POST /broadcasting/auth': TEST_CHANNEL_AUTH });
    api = started;
    const attached = attachTestRealtime(started);
    realtime = attached;
    renderWithProviders(
      <>
        <Live />
        {page}
      </>,
      { user },
    );
    return {
      api: started,
      realtime: attached,
      /** Waits until the page listens on the user's private channel. */
      listening: () =>
        waitFor(() => expect(attached.subscribed).toContain(privateUserChannel(user.id))),
    };
  }

  return { user, render };
}
