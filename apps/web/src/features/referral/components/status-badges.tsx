import {
  LEAD_STATUS_NAMES,
  PAYOUT_STATUS_NAMES,
  type LeadStatus,
  type PayoutStatus,
} from '@kabinet/domain/referral';
import { Badge } from '@mantine/core';

const LEAD_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  in_progress: 'yellow',
  client: 'teal',
  rejected: 'gray',
};

const PAYOUT_COLORS: Record<PayoutStatus, string> = {
  requested: 'blue',
  approved: 'yellow',
  paid: 'teal',
  rejected: 'red',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={LEAD_COLORS[status]} variant="light" tt="none" radius="sm">
      {LEAD_STATUS_NAMES[status]}
    </Badge>
  );
}

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge color={PAYOUT_COLORS[status]} variant="light" tt="none" radius="sm">
      {PAYOUT_STATUS_NAMES[status]}
    </Badge>
  );
}
