import { formatKopecks } from '@kabinet/domain/money';
import {
  RECEIPT_REGISTRATION_NAMES,
  RECEIPT_TAX_SYSTEM_NAMES,
  RECEIPT_VAT_CODE_NAMES,
  type OnlinePaymentReceipt,
  type ReceiptRegistration,
} from '@kabinet/domain/online-payments';
import { formatDateTime } from '@kabinet/domain/shared';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { parsePaymentId } from '../model.ts';
import { useOnlinePaymentReceipt } from '../receipt-api.ts';
import { ReceiptFiscalBlock } from '../components/receipt-fiscal-block.tsx';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

const REGISTRATION_COLORS: Record<ReceiptRegistration, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  canceled: 'red',
  unknown: 'gray',
};

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
  const taxSystem =
    receipt.tax_system_code === null
      ? null
      : RECEIPT_TAX_SYSTEM_NAMES[receipt.tax_system_code as keyof typeof RECEIPT_TAX_SYSTEM_NAMES];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={620}>
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
        <Stack gap={6} component="dl" m={0}>
          <Detail label="Чек отправлен">{contact}</Detail>
          {taxSystem ? <Detail label="Система налогообложения">{taxSystem}</Detail> : null}
          <Detail label="Способ расчёта">Полный расчёт, услуга</Detail>
        </Stack>
        <ReceiptFiscalBlock receipt={receipt} />
      </Stack>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" miw={200}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The items as a receipt prints them: each line, then «quantity × price», its VAT and sum. */
function ReceiptItems({ receipt }: { receipt: OnlinePaymentReceipt }) {
  return (
    <Stack gap={0}>
      <Stack
        component="ul"
        aria-label="Позиции чека"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {receipt.items.map((item, index) => (
          <li key={index}>
            <Text>{item.description}</Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" style={NUMERIC_STYLE}>
                {item.quantity} × {formatKopecks(item.amount_kopecks)} ·{' '}
                {RECEIPT_VAT_CODE_NAMES[item.vat_code as keyof typeof RECEIPT_VAT_CODE_NAMES] ??
                  '—'}
              </Text>
              <Text style={NUMERIC_STYLE}>
                {formatKopecks(item.amount_kopecks * item.quantity)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
      <Divider my="sm" variant="dashed" />
      <Group justify="space-between">
        <Text fw={700}>Итого</Text>
        <Text fw={700} size="lg" style={NUMERIC_STYLE} data-testid="receipt-total">
          {formatKopecks(receipt.total_kopecks)}
        </Text>
      </Group>
    </Stack>
  );
}
