import {
  LEAD_STATUS_NAMES,
  PAYOUT_STATUS_NAMES,
  type LeadStatus,
  type PayoutStatus,
} from '@kabinet/domain/referral';
import { Badge, Text } from '@mantine/core';

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

/** A payout's status with the comment staff left on it (why it was declined, how it was paid). */
export function PayoutStatusCell({
  payout,
}: {
  payout: { status: PayoutStatus; comment: string };
}) {
  return (
    <>
      <PayoutStatusBadge status={payout.status} />
      {payout.comment ? (
        <Text size="xs" c="dimmed" mt={4}>
          {payout.comment}
        </Text>
      ) : null}
    </>
  );
}
