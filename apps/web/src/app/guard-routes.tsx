import { Center, Loader } from '@mantine/core';
import { Suspense, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { isAuthenticated } from '../shared/session/session.ts';
import { useCurrentUser } from '../shared/user/api.ts';
import { FullScreenError, FullScreenLoader } from '../shared/ui/full-screen-state.tsx';
import { rememberReturnPath } from '../features/auth/model.ts';
import { useActiveCompanyTariff } from '../features/tariffs/api.ts';
import {
  companyRequiredRedirect,
  deletionRedirect,
  managementGraphsRedirect,
  safeReturnPath,
} from './guards.ts';
import { lazyPage } from './lazy-page.ts';
import { routeNames } from './route-names.ts';

/**
 * The signed-in layout (shell, realtime, notifications, push, settings sync) is a chunk of its
 * own, so the login page never loads it. A stored token starts the download at once, beside the
 * current-user request (docs/testing.md «JavaScript budgets»).
 */
const AppShell = lazyPage(() => import('./shell/app-shell.tsx'), 'AppShell');
if (isAuthenticated()) void AppShell.preload().catch(() => undefined);

/** SPEC §2: routes that need login; also applies the account-deletion guard. */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = isAuthenticated();
  const user = useCurrentUser();
  // The user's arrival renders the shell and the page for the first time, the largest
  // render of a page load. Deferred, React renders it in slices between which the phone paints
  // and takes input (a transition), instead of one long task; the loader stays until it is done.
  // Only the first arrival waits: afterwards the guard follows the live user (a deletion, the
  // last company lost) in the same render as the pages do.
  const arrived = useDeferredValue(user.data) !== undefined;
  const shownUser = arrived ? user.data : undefined;

  if (!signedIn) {
    rememberReturnPath(safeReturnPath(location.pathname + location.search));
    return <Navigate to={routeNames.login} replace />;
  }
  // A failed refetch in the background keeps the cabinet on screen; only a user never loaded
  // leaves nothing to show but the error.
  if (!shownUser) {
    return user.isError ? (
      <FullScreenError onRetry={() => void user.refetch()} />
    ) : (
      <FullScreenLoader />
    );
  }

  const redirect =
    deletionRedirect(shownUser.status, location.pathname) ??
    companyRequiredRedirect(shownUser, location.pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Suspense fallback={<FullScreenLoader />}>
      <AppShell user={shownUser}>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}

/** SPEC §2: a signed-in user opening any /auth route goes to main. */
export function GuestOnly() {
  if (isAuthenticated()) return <Navigate to={routeNames.main} replace />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * SPEC §2: graphs only when the active company's ACTIVE tariff is a financial one
 * (GET company-tariffs/current/ACTIVE); no tariff or a failed call leads to the landing.
 */
export function RequireFinancialTariff() {
  const active = useActiveCompanyTariff();
  if (active.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  const redirect = managementGraphsRedirect(active.data?.tariff_slug ?? null);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
