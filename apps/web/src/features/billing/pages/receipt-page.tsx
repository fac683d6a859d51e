import { formatKopecks } from '@kabinet/domain/money';
import {
  RECEIPT_REGISTRATION_NAMES,
  RECEIPT_TAX_SYSTEM_NAMES,
  RECEIPT_VAT_CODE_NAMES,
  type OnlinePaymentReceipt,
  type ReceiptRegistration,
} from '@kabinet/domain/online-payments';
import { formatDateTime } from '@kabinet/domain/shared';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { parsePaymentId } from '../model.ts';
import { useOnlinePaymentReceipt } from '../receipt-api.ts';
import { ReceiptFiscalBlock } from '../components/receipt-fiscal-block.tsx';

const REGISTRATION_COLORS: Record<ReceiptRegistration, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  canceled: 'red',
  unknown: 'gray',
};

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The 54-ФЗ receipt of an online payment, as the notice of a charge or the payment's page leads
 * to it: what was paid for, to whom the receipt went, and the fiscal numbers with the tax office's
 * QR code once ЮKassa has registered it. Printable.
 */
export function ReceiptPage() {
  const { id } = useParams();
  const paymentId = parsePaymentId(id ?? null);
  const receipt = useOnlinePaymentReceipt(paymentId);
  return (
    <>
      <PageHeader
        title="Кассовый чек"
        description="Чек по онлайн-оплате, отправленный в налоговую через ЮKassa."
        actions={
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Распечатать
          </Button>
        }
      />
      <QueryContent query={receipt} shape="detail">
        {(data) => <ReceiptView receipt={data} />}
      </QueryContent>
      <Group mt="lg">
        <Button component={Link} to="/payment" variant="light">
          К оплате и счетам
        </Button>
      </Group>
    </>
  );
}

function ReceiptView({ receipt }: { receipt: OnlinePaymentReceipt }) {
  const contact = receipt.customer.email ?? receipt.customer.phone ?? '—';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Приход · счёт № {receipt.invoice_number}
            </Title>
            {receipt.paid_at ? (
              <Text size="sm" c="dimmed">
                Оплачен {formatDateTime(receipt.paid_at)}
              </Text>
            ) : null}
          </Stack>
          <Badge color={REGISTRATION_COLORS[receipt.registration]} variant="light" size="lg">
            {RECEIPT_REGISTRATION_NAMES[receipt.registration]}
          </Badge>
        </Group>
        <ReceiptItems receipt={receipt} />
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            <Detail label="Чек отправлен">{contact}</Detail>
            {receipt.tax_system_code ? (
              <Detail label="Система налогообложения">
                {RECEIPT_TAX_SYSTEM_NAMES[
                  receipt.tax_system_code as keyof typeof RECEIPT_TAX_SYSTEM_NAMES
                ] ?? '—'}
              </Detail>
            ) : null}
            <Detail label="Способ расчёта">Полный расчёт, услуга</Detail>
          </Table.Tbody>
        </Table>
        <ReceiptFiscalBlock receipt={receipt} />
      </Stack>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 140, sm: 240 }}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function ReceiptItems({ receipt }: { receipt: OnlinePaymentReceipt }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label="Позиции чека">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Наименование</Table.Th>
            <Table.Th ta="right">Кол-во</Table.Th>
            <Table.Th ta="right">Цена</Table.Th>
            <Table.Th>НДС</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.items.map((item, index) => (
            <Table.Tr key={index}>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right" style={numeric}>
                {item.quantity}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatKopecks(item.amount_kopecks)}
              </Table.Td>
              <Table.Td style={numeric}>
                {RECEIPT_VAT_CODE_NAMES[item.vat_code as keyof typeof RECEIPT_VAT_CODE_NAMES] ??
                  '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Итого</Table.Th>
            <Table.Th />
            <Table.Th ta="right" style={numeric} data-testid="receipt-total">
              {formatKopecks(receipt.total_kopecks)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
