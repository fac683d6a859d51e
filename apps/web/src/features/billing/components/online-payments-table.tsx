import { formatKopecks } from '@kabinet/domain/money';
import type { OnlinePayment } from '@kabinet/domain/online-payments';
import { formatDateTime } from '@kabinet/domain/shared';
import { receiptPageUrl } from '@kabinet/domain/notifications';
import { Anchor, Button, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { useStaffOnlinePayments } from '../api.ts';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

const METHOD_NAMES: Record<string, string> = { bank_card: 'Карта', sbp: 'СБП' };

/** A company's paid online payments for staff, each refundable through ЮKassa. */
export function OnlinePaymentsTable({
  payments,
  onRefund,
}: {
  payments: OnlinePayment[];
  onRefund: (payment: OnlinePayment) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label="Онлайн-платежи">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Когда</Table.Th>
            <Table.Th>Способ</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            <Table.Th ta="right">Возвращено</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => {
            const left = payment.amount_kopecks - payment.refunded_kopecks;
            return (
              <Table.Tr key={payment.id}>
                <Table.Td style={NUMERIC_STYLE}>
                  {formatDateTime(payment.finished_at ?? payment.created_at)}
                </Table.Td>
                <Table.Td>
                  {METHOD_NAMES[payment.method ?? ''] ?? 'ЮKassa'}
                  {payment.has_receipt ? (
                    <>
                      {' · '}
                      <Anchor
                        component={Link}
                        to={receiptPageUrl(payment.id)}
                        size="sm"
                        aria-label={`Кассовый чек платежа на ${formatKopecks(payment.amount_kopecks)}`}
                      >
                        чек
                      </Anchor>
                    </>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC_STYLE}>
                  {formatKopecks(payment.amount_kopecks)}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC_STYLE}>
                  {payment.refunded_kopecks ? formatKopecks(payment.refunded_kopecks) : '—'}
                </Table.Td>
                <Table.Td ta="right">
                  {left > 0 ? (
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => onRefund(payment)}
                      aria-label={`Вернуть онлайн-платёж на ${formatKopecks(payment.amount_kopecks)}`}
                    >
                      Вернуть
                    </Button>
                  ) : (
                    <Text size="xs" c="dimmed">
                      Возвращён
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The panel's «Онлайн-платежи»: shown once the company has paid online. */
export function OnlinePaymentsSection({
  companyId,
  onRefund,
}: {
  companyId: number;
  onRefund: (payment: OnlinePayment) => void;
}) {
  const online = useStaffOnlinePayments(companyId);
  if (!online.data?.length) return null;
  return (
    <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
      <Title order={2} size="h4" px="xs" pt="md" pb="xs">
        Онлайн-платежи
      </Title>
      <OnlinePaymentsTable payments={online.data} onRefund={onRefund} />
    </Paper>
  );
}
