/**
 * SPEC §2: every named route and its path. Navigation uses names through `routePath`, so a path
 * changes in one place.
 */
export const routeNames = {
  main: '/',
  profile: '/profile',
  'profile-change-phone': '/profile/change-phone',
  'profile-change-password': '/profile/change-password',
  'account-deletion': '/profile/account-deletion',
  company: '/company',
  'company-new': '/company/new',
  'company-fill': '/company/fill',
  tariff: '/service/tariff',
  'tariff-step': '/service/tariff/step',
  'one-time-services': '/service/one-time-services',
  orders: '/service/orders',
  'staff-orders': '/orders',
  operations: '/service/operations',
  acts: '/service/acts',
  tasks: '/tasks',
  payment: '/payment',
  'payment-success': '/payment/success',
  'payment-receipt': '/payment/receipts/:id',
  'company-reports': '/company-reports',
  'staff-reports': '/staff/reports',
  analytic: '/analytic',
  'management-accounting': '/management-accounting',
  'management-accounting-files': '/management-accounting/files',
  'management-accounting-graphs': '/management-accounting/graphs',
  'management-accounting-landing': '/management-accounting-landing',
  chat: '/chat',
  'chat-conversation': '/chat/:id',
  'chat-dialog': '/chat-dialog/:id',
  inbox: '/inbox',
  clients: '/clients',
  'client-card': '/clients/:companyId',
  documents: '/documents',
  'bank-statements': '/bank-statements',
  'inbox-conversation': '/inbox/:id',
  referral: '/referral',
  'referral-payouts': '/referral/payouts',
  'referral-leads': '/referral/leads',
  'referral-clients': '/referral/clients',
  'referral-info': '/referral/info',
  'referral-connect': '/referral/connect',
  'staff-referral-payouts': '/staff/referral-payouts',
  registration: '/auth/registration',
  'registration-contact': '/auth/registration-contact',
  login: '/auth/login',
  forgot: '/auth/forgot',
  guides: '/guides',
  guide: '/guides/:id',
  'admin-params': '/admin/params',
  'admin-companies': '/admin/companies',
  'admin-managers': '/admin/managers',
  'admin-audit': '/admin/audit',
  'admin-users': '/admin/users',
  'admin-billing': '/admin/billing',
  'admin-services': '/admin/services',
  'admin-app-settings': '/admin/app-settings',
  'admin-referral-rules': '/admin/referral-rules',
  'admin-guides': '/admin/guides',
} as const;

export type RouteName = keyof typeof routeNames;

/** Builds a path from a route name, filling `:param` segments. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeNames[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
}
