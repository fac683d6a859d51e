import { USER_STATUS_NAMES, type UserStatus } from '@kabinet/domain/users';
import { Badge } from '@mantine/core';

const COLORS: Record<UserStatus, string> = {
  ACTIVE: 'teal',
  BLOCKED: 'red',
  IN_DELETE_PROCESS: 'gray',
};

/** An account status in Russian: «Активен», «Заблокирован», «Удаляется». */
export function UserStatusBadge({ status, size = 'sm' }: { status: UserStatus; size?: string }) {
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" size={size}>
      {USER_STATUS_NAMES[status]}
    </Badge>
  );
}
