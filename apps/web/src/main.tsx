import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { Providers } from './app/providers.tsx';
import { preloadPagesOf, routes } from './app/router.tsx';
import { startAppUrlOpen } from './features/notifications/push/app-url-open.ts';
import { isAuthenticated } from './shared/session/session.ts';
import { registerServiceWorker } from './shared/connection/register-service-worker.ts';
import { createQueryClient } from './shared/lib/query-client.ts';
import { showPendingToast } from './shared/toast/toast-store.ts';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');

if (root) {
  // A returning user's page loads beside their request (signed out, the login page opens).
  if (isAuthenticated()) preloadPagesOf(window.location.pathname);
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  showPendingToast();
  registerServiceWorker();
  // The Android/iOS wrappers: a kabinet:// link opens its in-app path (a no-op in a browser).
  void startAppUrlOpen({ onOpen: (path) => void router.navigate(path) });
}
