import type { CompanyTariffStatus } from '@kabinet/domain/tariffs';
import { COMPANY_TARIFF_STATUS_NAMES } from '@kabinet/domain/tariffs';
import { Badge, type BadgeProps } from '@mantine/core';

import { STATUS_COLORS } from '../model.ts';

/** A SPEC §4 status in Russian, coloured by what it asks of the client. */
export function StatusBadge({ status, ...props }: { status: CompanyTariffStatus } & BadgeProps) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" radius="sm" {...props}>
      {COMPANY_TARIFF_STATUS_NAMES[status]}
    </Badge>
  );
}
