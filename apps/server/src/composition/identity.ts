import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { RecordAudit } from '../features/audit/audit.service.ts';
import { createCodesService } from '../features/auth/auth-codes.service.ts';
import { createPasswordResetService } from '../features/auth/auth-password-reset.service.ts';
import { createRegistrationService } from '../features/auth/auth-registration.service.ts';
import { createThrottleService } from '../features/auth/auth-throttle.service.ts';
import { createTokensService, type TokensService } from '../features/auth/auth-tokens.service.ts';
import { createAuthService } from '../features/auth/auth.service.ts';
import type { ChatServices } from '../features/chat/chat.wiring.ts';
import type {
  CompanyAccessGained,
  CompanyAccessLost,
} from '../features/companies/companies-access.service.ts';
import { createCompaniesAdminService } from '../features/companies/companies-admin.service.ts';
import type { CompanyCreatedHook } from '../features/companies/companies.service.ts';
import { canUseCompany } from '../features/companies/companies.policy.ts';
import { createCompanyServices } from '../features/companies/companies.wiring.ts';
import type { DevicesService } from '../features/devices/devices.service.ts';
import type { NotificationsService } from '../features/notifications/notifications.service.ts';
import type { ReferralServices } from '../features/referral/referral.wiring.ts';
import { createAccountService } from '../features/users/users-account.service.ts';
import { createUsersAdminService } from '../features/users/users-admin.service.ts';
import { createAvatarService } from '../features/users/users-avatar.service.ts';
import { createUsersService } from '../features/users/users.service.ts';
import type { Clock } from '../platform/clock.ts';
import type { Delivery } from '../platform/delivery.ts';
import type { Realtime } from '../platform/realtime.ts';
import type { Storage } from '../platform/storage.ts';

/**
 * Who a user is and which companies they work for: sessions, codes, sign-up and sign-in, the
 * user's account, the companies and their admin areas. Chat and referral come in as ports: a
 * user who loses a company leaves its conversations, a sign-up or a new company may be referred.
 */
export function wireIdentity(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  delivery: Delivery;
  config: Config;
  realtime: Realtime;
  devices: DevicesService;
  notifications: NotificationsService;
  audit: RecordAudit;
  chatMembership: ChatServices['chatMembership'];
  referralHooks: ReferralServices['referralHooks'];
}) {
  const { db, clock, storage, delivery, config, realtime, chatMembership, referralHooks } = deps;
  const tokens = createTokensService({ db, clock, ttlDays: config.tokenTtlDays, realtime });
  const throttle = createThrottleService({ db, clock });
  const codes = createCodesService({ db, clock, appKey: config.appKey, delivery });
  const { users, ...companyServices } = createUserAndCompanyServices({
    ...{ db, clock, storage, config, realtime, tokens },
    ...{ devices: deps.devices, notifications: deps.notifications },
    onAccessLost: chatMembership.companyAccessLost,
    onAccessGained: chatMembership.companyAccessGained,
    audit: deps.audit,
    onCompanyCreated: referralHooks.companyCreated,
  });
  return {
    tokens,
    throttle,
    codes,
    users,
    ...companyServices,
    auth: createAuthService({ db, tokens, throttle, forgetDevice: deps.devices.forget }),
    registration: createRegistrationService({
      ...{ db, codes, tokens },
      referral: referralHooks.registered,
    }),
    passwordReset: createPasswordResetService({ db, clock, codes, tokens }),
    account: createAccountService({
      ...{ db, clock, codes, tokens, throttle, users, delivery },
      leaveConversations: chatMembership.withdrawFromConversations,
    }),
    avatars: createAvatarService({ db, clock, storage, users }),
  };
}

/**
 * Users and companies use each other's services: the user answer lists the user's companies,
 * and the companies admin blocks users through the users feature. So the companies services
 * come first, then users (with what its answer shows of other features), then the admin areas
 * (the users admin counts each user's companies through the companies service).
 */
function createUserAndCompanyServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  config: Config;
  realtime: Realtime;
  tokens: TokensService;
  devices: DevicesService;
  notifications: NotificationsService;
  onAccessLost: CompanyAccessLost;
  onAccessGained: CompanyAccessGained;
  audit: RecordAudit;
  onCompanyCreated?: CompanyCreatedHook;
}) {
  const { db, clock, storage } = deps;
  const companyServices = createCompanyServices(deps);
  const users = createUsersService({
    ...{ db, clock, storage, tokens: deps.tokens, audit: deps.audit },
    parts: {
      companiesOf: companyServices.companies.listMine,
      canUseCompany,
      devicesOf: deps.devices.listOfUser,
      notificationsOf: deps.notifications.listRecent,
    },
  });
  const companiesAdmin = createCompaniesAdminService({
    ...{ db, clock, users },
    companies: companyServices.companies,
    staffing: companyServices.companyStaffing,
    audit: deps.audit,
    fileUrl: storage.url,
  });
  const usersAdmin = createUsersAdminService({
    ...{ db, clock, users, tokens: deps.tokens, audit: deps.audit },
    parts: { companyCountsOf: companyServices.companies.companyCountsOf },
  });
  return { users, ...companyServices, companiesAdmin, usersAdmin };
}
