import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';

import { routes } from '../app/router.tsx';
import { theme } from '../app/theme.ts';
import { createQueryClient } from '../shared/lib/query-client.ts';
import { saveToken } from '../shared/session/session.ts';
import { ToastViewport } from '../shared/toast/toast-viewport.tsx';
import { currentUserKeys } from '../shared/user/api.ts';
import type { User } from '../shared/user/user.types.ts';

interface Options {
  /** Signs this user in: a token in localStorage and the user in the query cache. */
  user?: User;
}

function prepare({ user }: Options) {
  const queryClient = createQueryClient();
  if (user) {
    saveToken('1|test-token');
    queryClient.setQueryData(currentUserKeys.all, user);
  }
  const wrap = (children: ReactNode) => (
    // jsdom has no layout: "test" keeps Popover/Menu dropdowns from reading every reference as
    // hidden (floating-ui sees zero-sized boxes) and drops transitions, as Mantine advises.
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastViewport />
      </QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient, wrap };
}

/** Renders a component with the app's providers and a router at `/`. */
export function renderWithProviders(ui: ReactNode, options: Options = {}) {
  const { queryClient, wrap } = prepare(options);
  return { queryClient, ...render(wrap(<MemoryRouter>{ui}</MemoryRouter>)) };
}

/** Renders the whole route table at `path`, as the browser would open it. */
export function renderApp(path: string, options: Options = {}) {
  const { queryClient, wrap } = prepare(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}
