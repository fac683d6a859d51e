import { lazyPage } from './lazy-page.ts';

// The admin area's pages, each loaded with its route.
export const AdminParamsPage = lazyPage(
  () => import('../features/admin-params/pages/admin-params-page.tsx'),
  'AdminParamsPage',
);
export const AdminCompaniesPage = lazyPage(
  () => import('../features/admin-companies/pages/admin-companies-page.tsx'),
  'AdminCompaniesPage',
);
export const AdminManagersPage = lazyPage(
  () => import('../features/admin-managers/pages/admin-managers-page.tsx'),
  'AdminManagersPage',
);
export const AdminAuditPage = lazyPage(
  () => import('../features/admin-audit/pages/admin-audit-page.tsx'),
  'AdminAuditPage',
);
export const AdminUsersPage = lazyPage(
  () => import('../features/admin-users/pages/admin-users-page.tsx'),
  'AdminUsersPage',
);
export const AdminBillingPage = lazyPage(
  () => import('../features/admin-billing/pages/admin-billing-page.tsx'),
  'AdminBillingPage',
);
export const AdminAppSettingsPage = lazyPage(
  () => import('../features/admin-app-settings/pages/admin-app-settings-page.tsx'),
  'AdminAppSettingsPage',
);
export const AdminReferralRulesPage = lazyPage(
  () => import('../features/referral/pages/admin-referral-rules-page.tsx'),
  'AdminReferralRulesPage',
);
export const AdminGuidesPage = lazyPage(
  () => import('../features/guides/pages/admin-guides-page.tsx'),
  'AdminGuidesPage',
);
export const AdminServicesPage = lazyPage(
  () => import('../features/services/pages/admin-services-page.tsx'),
  'AdminServicesPage',
);
