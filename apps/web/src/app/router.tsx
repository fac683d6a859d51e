import { isValidElement, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useParams } from 'react-router';

import type { Preloadable } from '../shared/lib/lazy-named.ts';

import { FullScreenError, FullScreenLoader } from '../shared/ui/full-screen-state.tsx';
import { GuestOnly, RequireAuth, RequireFinancialTariff } from './guard-routes.tsx';
import { HomeRoute } from './home-route.tsx';
import {
  AdminParamsPage,
  AdminCompaniesPage,
  AdminManagersPage,
  AdminAuditPage,
  AdminUsersPage,
  AdminBillingPage,
  AdminAppSettingsPage,
  AdminReferralRulesPage,
  AdminGuidesPage,
  AdminServicesPage,
} from './admin-pages.ts';
import { lazyPage } from './lazy-page.ts';
import {
  ReferralConnectPage,
  ReferralInfoPage,
  ReferralLeadsPage,
  ReferralClientsPage,
  ReferralPayoutsPage,
  StaffReferralPayoutsPage,
} from './referral-pages.ts';
import { routeNames, routePath, type RouteName } from './route-names.ts';

const LoginPage = lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
const RegistrationPage = lazyPage(
  () => import('../features/auth/pages/registration-page.tsx'),
  'RegistrationPage',
);
const RegistrationContactPage = lazyPage(
  () => import('../features/auth/pages/registration-contact-page.tsx'),
  'RegistrationContactPage',
);
const ForgotPage = lazyPage(() => import('../features/auth/pages/forgot-page.tsx'), 'ForgotPage');
const ProfilePage = lazyPage(
  () => import('../features/profile/pages/profile-page.tsx'),
  'ProfilePage',
);
const ChangePhonePage = lazyPage(
  () => import('../features/profile/pages/change-phone-page.tsx'),
  'ChangePhonePage',
);
const ChangePasswordPage = lazyPage(
  () => import('../features/profile/pages/change-password-page.tsx'),
  'ChangePasswordPage',
);
const AccountDeletionPage = lazyPage(
  () => import('../features/profile/pages/account-deletion-page.tsx'),
  'AccountDeletionPage',
);
const ReferralEntryPage = lazyPage(
  () => import('./referral-entry/referral-entry-page.tsx'),
  'ReferralEntryPage',
);
const ManagementLandingPage = lazyPage(
  () => import('./coming-soon/management-landing-page.tsx'),
  'ManagementLandingPage',
);
const TariffPage = lazyPage(
  () => import('../features/tariffs/pages/tariff-page.tsx'),
  'TariffPage',
);
const TariffWizardPage = lazyPage(
  () => import('../features/tariffs/pages/tariff-wizard-page.tsx'),
  'TariffWizardPage',
);
const CompanyPage = lazyPage(
  () => import('../features/companies/pages/company-page.tsx'),
  'CompanyPage',
);
const CompanyNewPage = lazyPage(
  () => import('../features/companies/pages/company-new-page.tsx'),
  'CompanyNewPage',
);
const CompanyFillPage = lazyPage(
  () => import('../features/companies/pages/company-fill-page.tsx'),
  'CompanyFillPage',
);
const CompanyReportsPage = lazyPage(
  () => import('../features/reports/pages/company-reports-page.tsx'),
  'CompanyReportsPage',
);
const StaffReportsPage = lazyPage(
  () => import('../features/reports/pages/staff-reports-page.tsx'),
  'StaffReportsPage',
);
const ChatPage = lazyPage(() => import('../features/chat/pages/chat-page.tsx'), 'ChatPage');
const InboxPage = lazyPage(() => import('../features/chat/pages/inbox-page.tsx'), 'InboxPage');
const ClientsPage = lazyPage(
  () => import('../features/staff/pages/clients-page.tsx'),
  'ClientsPage',
);
const BankStatementsPage = lazyPage(
  () => import('../features/bank-statements/pages/bank-statements-page.tsx'),
  'BankStatementsPage',
);
const ClientCardPage = lazyPage(
  () => import('./client-card/client-card-page.tsx'),
  'ClientCardPage',
);
const PaymentPage = lazyPage(
  () => import('../features/billing/pages/payment-page.tsx'),
  'PaymentPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('../features/billing/pages/payment-success-page.tsx'),
  'PaymentSuccessPage',
);
const ReceiptPage = lazyPage(
  () => import('../features/billing/pages/receipt-page.tsx'),
  'ReceiptPage',
);
const TasksPage = lazyPage(() => import('../features/tasks/pages/tasks-page.tsx'), 'TasksPage');
const AnalyticsPage = lazyPage(
  () => import('../features/analytics/pages/analytics-page.tsx'),
  'AnalyticsPage',
);
const ManagementFilesPage = lazyPage(
  () => import('../features/management-accounting/pages/management-files-page.tsx'),
  'ManagementFilesPage',
);
const ManagementGraphsPage = lazyPage(
  () => import('../features/management-accounting/pages/management-graphs-page.tsx'),
  'ManagementGraphsPage',
);
const NotFoundPage = lazyPage(() => import('./not-found/not-found-page.tsx'), 'NotFoundPage');

/** A relative child path of the signed-in layout for a named route. */
const at = (name: RouteName) => routeNames[name].slice(1);
const ActsPage = lazyPage(() => import('../features/acts/pages/acts-page.tsx'), 'ActsPage');
const OperationsPage = lazyPage(
  () => import('../features/operations/pages/operations-page.tsx'),
  'OperationsPage',
);
const StaffDocumentsPage = lazyPage(
  () => import('../features/acts/pages/staff-documents-page.tsx'),
  'StaffDocumentsPage',
);
const ServicesPage = lazyPage(
  () => import('../features/services/pages/services-page.tsx'),
  'ServicesPage',
);
const OrdersPage = lazyPage(
  () => import('../features/services/pages/orders-page.tsx'),
  'OrdersPage',
);
const StaffOrdersPage = lazyPage(
  () => import('../features/services/pages/staff-orders-page.tsx'),
  'StaffOrdersPage',
);
const GuidesPage = lazyPage(() => import('../features/guides/pages/guides-page.tsx'), 'GuidesPage');
const GuidePage = lazyPage(() => import('../features/guides/pages/guide-page.tsx'), 'GuidePage');

function ChatDialogRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={routePath('chat-conversation', { id })} replace />;
}

/** SPEC §2: the whole route table, with its names (route-names.ts) and guards. */
/**
 * A page whose code did not load (a lost network, or a chunk renamed by a new release while the
 * tab stayed open) or that failed to render: the app-wide error screen, whose «Повторить»
 * reloads the page and so fetches the current release, instead of React Router's default.
 */
const pageError = <FullScreenError onRetry={() => window.location.reload()} />;

const appRoutes: RouteObject[] = [
  {
    path: 'auth',
    element: <GuestOnly />,
    children: [
      { index: true, element: <Navigate to={routeNames.login} replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'registration', element: <RegistrationPage /> },
      { path: 'registration-contact', element: <RegistrationContactPage /> },
      { path: 'forgot', element: <ForgotPage /> },
    ],
  },
  {
    path: '/',
    element: <RequireAuth />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: at('profile'), element: <ProfilePage /> },
      { path: at('profile-change-phone'), element: <ChangePhonePage /> },
      { path: at('profile-change-password'), element: <ChangePasswordPage /> },
      { path: at('account-deletion'), element: <AccountDeletionPage /> },
      { path: at('company'), element: <CompanyPage /> },
      { path: at('company-new'), element: <CompanyNewPage /> },
      { path: at('company-fill'), element: <CompanyFillPage /> },
      { path: at('tariff'), element: <TariffPage /> },
      { path: at('tariff-step'), element: <TariffWizardPage /> },
      { path: at('one-time-services'), element: <ServicesPage /> },
      { path: at('orders'), element: <OrdersPage /> },
      { path: at('staff-orders'), element: <StaffOrdersPage /> },
      { path: at('operations'), element: <OperationsPage /> },
      { path: at('acts'), element: <ActsPage /> },
      { path: at('tasks'), element: <TasksPage /> },
      { path: at('documents'), element: <StaffDocumentsPage /> },
      { path: at('payment'), element: <PaymentPage /> },
      { path: at('payment-success'), element: <PaymentSuccessPage /> },
      { path: at('payment-receipt'), element: <ReceiptPage /> },
      { path: at('company-reports'), element: <CompanyReportsPage /> },
      { path: at('staff-reports'), element: <StaffReportsPage /> },
      { path: at('staff-referral-payouts'), element: <StaffReferralPayoutsPage /> },
      { path: at('analytic'), element: <AnalyticsPage /> },
      {
        path: at('management-accounting'),
        children: [
          {
            index: true,
            element: <Navigate to={routeNames['management-accounting-files']} replace />,
          },
          { path: 'files', element: <ManagementFilesPage /> },
          {
            element: <RequireFinancialTariff />,
            children: [{ path: 'graphs', element: <ManagementGraphsPage /> }],
          },
        ],
      },
      { path: at('management-accounting-landing'), element: <ManagementLandingPage /> },
      {
        // SPEC §2: chat with its child :id (chat-conversation); ChatPage shows both panes.
        path: at('chat'),
        element: <ChatPage />,
        children: [
          { index: true, element: null },
          { path: ':id', element: null },
        ],
      },
      { path: at('chat-dialog'), element: <ChatDialogRedirect /> },
      { path: at('clients'), element: <ClientsPage /> },
      { path: at('client-card'), element: <ClientCardPage /> },
      { path: at('bank-statements'), element: <BankStatementsPage /> },
      {
        // The staff inbox, with the open conversation as its child.
        path: at('inbox'),
        element: <InboxPage />,
        children: [
          { index: true, element: null },
          { path: ':id', element: null },
        ],
      },
      {
        path: at('referral'),
        children: [
          { index: true, element: <ReferralEntryPage /> },
          { path: 'payouts', element: <ReferralPayoutsPage /> },
          { path: 'leads', element: <ReferralLeadsPage /> },
          { path: 'clients', element: <ReferralClientsPage /> },
          { path: 'info', element: <ReferralInfoPage /> },
          { path: 'connect', element: <ReferralConnectPage /> },
        ],
      },
      { path: at('guides'), element: <GuidesPage /> },
      { path: at('guide'), element: <GuidePage /> },
      { path: at('admin-params'), element: <AdminParamsPage /> },
      { path: at('admin-companies'), element: <AdminCompaniesPage /> },
      { path: at('admin-managers'), element: <AdminManagersPage /> },
      { path: at('admin-audit'), element: <AdminAuditPage /> },
      { path: at('admin-users'), element: <AdminUsersPage /> },
      { path: at('admin-billing'), element: <AdminBillingPage /> },
      { path: at('admin-services'), element: <AdminServicesPage /> },
      { path: at('admin-app-settings'), element: <AdminAppSettingsPage /> },
      { path: at('admin-referral-rules'), element: <AdminReferralRulesPage /> },
      { path: at('admin-guides'), element: <AdminGuidesPage /> },
    ],
  },
  {
    path: '*',
    element: (
      <Suspense fallback={<FullScreenLoader />}>
        <NotFoundPage />
      </Suspense>
    ),
  },
];

export const routes: RouteObject[] = appRoutes.map((route) => ({
  ...route,
  errorElement: pageError,
}));

/**
 * Starts loading the code of the pages a path opens (its matched routes' lazy
 * elements) at start-up, beside the current-user request, instead of after it.
 */
export function preloadPagesOf(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (!isValidElement(route.element)) continue;
    void (route.element.type as Preloadable).preload?.().catch(() => undefined);
  }
}
