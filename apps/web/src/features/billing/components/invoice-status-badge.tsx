import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@kabinet/domain/billing';
import { Badge, type BadgeProps } from '@mantine/core';

import { INVOICE_STATUS_COLORS } from '../model.ts';

/** An invoice status in Russian (Выставлен, Частично оплачен, Оплачен, Просрочен, Отменён). */
export function InvoiceStatusBadge({ status, ...props }: { status: InvoiceStatus } & BadgeProps) {
  return (
    <Badge color={INVOICE_STATUS_COLORS[status]} variant="light" tt="none" radius="sm" {...props}>
      {INVOICE_STATUS_NAMES[status]}
    </Badge>
  );
}
