import type { Company } from '@kabinet/domain/companies';
import type { AccompanyingUser, Device, Notification, User } from '@kabinet/domain/users';
import { roleName } from '@kabinet/domain/users';

import type { UserRow } from '../../db/schema/users.ts';

import { avatarOf, serializeAccompanying } from './users-accompanying.serializers.ts';

export { serializeAccompanying };

/**
 * Everything GET /api/user-full/current shows; companies, devices and notifications come
 * serialized by their own features.
 */
export type FullUserParts = {
  user: UserRow;
  companies: Company[];
  devices: Device[];
  notifications: Notification[];
  accompanying: UserRow | null;
  fileUrl: (key: string) => string;
};

/** SPEC §3 User; null strings become '' (SPEC §5). The active company falls back to the first one. */
export function serializeUser(parts: FullUserParts): User {
  const { user, companies, fileUrl } = parts;
  const accompanying = parts.accompanying
    ? serializeAccompanying(parts.accompanying, fileUrl)
    : null;
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    status: user.status,
    role: { role_name: roleName(user.roleSlug), role_slug: user.roleSlug },
    position: roleName(user.roleSlug),
    active_company:
      companies.find((company) => company.id === user.activeCompanyId) ?? companies[0] ?? null,
    companies,
    devices: parts.devices,
    notifications: parts.notifications,
    accompanying,
    company_user_meta: {},
    meta: serializeUserMeta(user, accompanying, fileUrl),
  };
}

function serializeUserMeta(
  user: UserRow,
  accompanying: AccompanyingUser | null,
  fileUrl: (key: string) => string,
): User['meta'] {
  return {
    avatar: avatarOf(user, fileUrl),
    last_name: user.lastName ?? '',
    patronymic: user.patronymic ?? '',
    nickname: user.nickname ?? '',
    birthday: user.birthday ?? '',
    phone_messenger: user.phoneMessenger ?? '',
    phone_city: user.phoneCity ?? '',
    contact_method: user.contactMethod ?? '',
    cloud_database: user.cloudDatabase ?? '',
    accompanying,
    deletion_scheduled_at: user.deletionScheduledAt?.toISOString() ?? null,
  };
}
