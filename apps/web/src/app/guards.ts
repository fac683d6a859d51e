import { hasManagerRights, isFinancialTariff } from '@kabinet/domain/shared';

import { routeNames } from './route-names.ts';

/** SPEC §2: a user whose account is being deleted sees only the account-deletion page. */
export function deletionRedirect(status: string, pathname: string): string | null {
  if (status !== 'IN_DELETE_PROCESS') return null;
  return pathname === routeNames['account-deletion'] ? null : routeNames['account-deletion'];
}

/** SPEC §2: management graphs open only on a financial tariff, otherwise the landing page. */
export function managementGraphsRedirect(activeTariffSlug: string | null): string | null {
  return isFinancialTariff(activeTariffSlug) ? null : routeNames['management-accounting-landing'];
}

/** SPEC §2: the referral entry page leads to info when the referral is active, else to connect. */
export function referralEntryPath(referralActive: boolean): string {
  return referralActive ? routeNames['referral-info'] : routeNames['referral-connect'];
}

/** Only same-app paths are honoured after login, so a crafted link cannot send users away. */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return routeNames.main;
  }
  if (candidate.startsWith('/auth/')) return routeNames.main;
  return candidate;
}

// Pages that only make sense inside a company (a user without one is led to company/new).
const COMPANY_SCOPED = [
  routeNames.company,
  '/service',
  routeNames.tasks,
  routeNames.payment,
  routeNames['company-reports'],
  routeNames.analytic,
  routeNames['management-accounting'],
  routeNames.referral,
];

/** A client without any company goes to company/new from company pages; staff never do. */
export function companyRequiredRedirect(
  user: { role: { role_slug: string }; companies: unknown[] },
  pathname: string,
): string | null {
  if (user.companies.length > 0 || hasManagerRights(user.role.role_slug)) return null;
  if (pathname === routeNames['company-new']) return null;
  const scoped = COMPANY_SCOPED.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return scoped ? routeNames['company-new'] : null;
}
