import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { isAuthenticated } from '../shared/session/session.ts';
import { useCurrentUser } from '../shared/user/api.ts';
import { FullScreenError, FullScreenLoader } from '../shared/ui/full-screen-state.tsx';
import { rememberReturnPath } from '../features/auth/model.ts';
import {
  deletionRedirect,
  managementGraphsRedirect,
  referralEntryPath,
  safeReturnPath,
} from './guards.ts';
import { routeNames } from './route-names.ts';
import { AppShell } from './shell/app-shell.tsx';

/** SPEC §2: routes that need login; also applies the account-deletion guard. */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = isAuthenticated();
  const user = useCurrentUser();

  if (!signedIn) {
    rememberReturnPath(safeReturnPath(location.pathname + location.search));
    return <Navigate to={routeNames.login} replace />;
  }
  if (user.isPending) return <FullScreenLoader />;
  if (user.isError) return <FullScreenError onRetry={() => void user.refetch()} />;

  const redirect = deletionRedirect(user.data.status, location.pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <AppShell user={user.data}>
      <Outlet />
    </AppShell>
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

/** SPEC §2: graphs only for financial tariffs. No tariff API yet, so the slug is unknown (null). */
export function RequireFinancialTariff() {
  const activeTariffSlug: string | null = null;
  const redirect = managementGraphsRedirect(activeTariffSlug);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

/** SPEC §2: /referral → referral-info when active, referral-connect otherwise (no API yet: not active). */
export function ReferralEntry() {
  return <Navigate to={referralEntryPath(false)} replace />;
}
