import { roleName, type AccompanyingUser } from '@kabinet/domain/users';

import type { UserRow } from '../../db/schema/users.ts';

/** A user's avatar as the answers show it: `{ file_url }`, or null without one. */
export const avatarOf = (user: UserRow, fileUrl: (key: string) => string) =>
  user.avatarPath ? { file_url: fileUrl(user.avatarPath) } : null;

/**
 * SPEC §3/§7: the accompanying user (the client's manager) — in the user answer, the
 * accompanying call and each company's `accompanying`. Depends on nothing of companies, so the
 * companies serializer can use it while users' serializer uses companies'.
 */
export function serializeAccompanying(
  user: UserRow,
  fileUrl: (key: string) => string,
): AccompanyingUser {
  return {
    id: user.id,
    name: user.name,
    last_name: user.lastName ?? '',
    patronymic: user.patronymic ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    position: roleName(user.roleSlug),
    avatar: avatarOf(user, fileUrl),
  };
}
