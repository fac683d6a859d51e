import { ACT_STATUS_NAMES, type ActStatus } from '@kabinet/domain/acts';
import { Badge, type BadgeProps } from '@mantine/core';

import { ACT_STATUS_COLORS } from '../model.ts';

/** An act status in Russian (Выставлен, Подписан, Оспорен). */
export function ActStatusBadge({ status, ...props }: { status: ActStatus } & BadgeProps) {
  return (
    <Badge color={ACT_STATUS_COLORS[status]} variant="light" tt="none" radius="sm" {...props}>
      {ACT_STATUS_NAMES[status]}
    </Badge>
  );
}
