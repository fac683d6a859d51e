import type { Payout, Referral } from '@kabinet/domain/referral';
import { formatDate } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { Stack, Table, Text, Title } from '@mantine/core';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { usePayouts } from '../api.ts';
import { PayoutRequestForm } from '../components/payout-request-form.tsx';
import { ReferralGate } from '../components/referral-gate.tsx';
import { ReferralNav } from '../components/referral-nav.tsx';
import { ReferralTotals } from '../components/referral-totals.tsx';
import { PayoutStatusCell } from '../components/status-badges.tsx';

function PayoutsTable({ payouts }: { payouts: Payout[] }) {
  return (
    // Native scrolling on the table itself, which takes focus: with no link or button inside,
    // a keyboard user could not scroll it sideways on a phone otherwise (axe
    // scrollable-region-focusable).
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} aria-label="Выплаты">
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Запрошена</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            <Table.Th>Куда</Table.Th>
            <Table.Th>Статус</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{formatDate(payout.requested_at)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKopecks(payout.amount_kopecks)}
              </Table.Td>
              <Table.Td>{payout.payment_method.label || 'На баланс'}</Table.Td>
              <Table.Td>
                <PayoutStatusCell payout={payout} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Payouts({ referral }: { referral: Referral }) {
  const payouts = usePayouts();
  return (
    <Stack gap="lg">
      <ReferralTotals referral={referral} />
      <PayoutRequestForm referral={referral} />
      <section aria-labelledby="payouts-history">
        <Title order={2} size="h4" mb="sm" id="payouts-history">
          История выплат
        </Title>
        <QueryContent query={payouts} shape="table">
          {(data) =>
            data.length === 0 ? (
              <Text c="dimmed">Выплат ещё не было.</Text>
            ) : (
              <PayoutsTable payouts={data} />
            )
          }
        </QueryContent>
      </section>
    </Stack>
  );
}

/** /referral/payouts: the totals, a payout request and the payouts with status. */
export function ReferralPayoutsPage() {
  return (
    <>
      <PageHeader title="Выплаты" />
      <ReferralNav />
      <ReferralGate>{(referral) => <Payouts referral={referral} />}</ReferralGate>
    </>
  );
}
