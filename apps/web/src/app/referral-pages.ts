import { lazyPage } from './lazy-page.ts';

// The referral programme's pages, each loaded with its route.
export const ReferralConnectPage = lazyPage(
  () => import('../features/referral/pages/referral-connect-page.tsx'),
  'ReferralConnectPage',
);
export const ReferralInfoPage = lazyPage(
  () => import('../features/referral/pages/referral-info-page.tsx'),
  'ReferralInfoPage',
);
export const ReferralLeadsPage = lazyPage(
  () => import('../features/referral/pages/referral-leads-page.tsx'),
  'ReferralLeadsPage',
);
export const ReferralClientsPage = lazyPage(
  () => import('../features/referral/pages/referral-clients-page.tsx'),
  'ReferralClientsPage',
);
export const ReferralPayoutsPage = lazyPage(
  () => import('../features/referral/pages/referral-payouts-page.tsx'),
  'ReferralPayoutsPage',
);
export const StaffReferralPayoutsPage = lazyPage(
  () => import('../features/referral/pages/staff-referral-payouts-page.tsx'),
  'StaffReferralPayoutsPage',
);
