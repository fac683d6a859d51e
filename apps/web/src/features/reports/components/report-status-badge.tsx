import { REPORT_STATUS_NAMES, type ReportStatus } from '@kabinet/domain/reports';
import { Badge, type BadgeProps } from '@mantine/core';

import { REPORT_STATUS_COLORS } from '../model.ts';

/** A report status in Russian (Готовится, На подписании, Отправлен…). */
export function ReportStatusBadge({ status, ...props }: { status: ReportStatus } & BadgeProps) {
  return (
    <Badge color={REPORT_STATUS_COLORS[status]} variant="light" tt="none" radius="sm" {...props}>
      {REPORT_STATUS_NAMES[status]}
    </Badge>
  );
}
