import type { BillingSummary, Invoice } from '@kabinet/domain/billing';
import { isAdmin } from '@kabinet/domain/shared';
import { Button, Group, Menu, Paper, Stack, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';

import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useBillingSummary, useLedger } from '../api.ts';
import { canCancelInvoice, isOpenInvoice } from '../model.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { SideSheet } from '../../../shared/ui/dialog-frames.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { InvoicesTable } from './invoices-table.tsx';
import { LedgerTable } from './ledger-table.tsx';
import { OnlinePaymentsSection } from './online-payments-table.tsx';
import { StaffActionModals, type StaffAction } from './staff-action-modals.tsx';

/**
 * The client card's «Счета и оплаты» tab: a company's balance and debt, its invoices
 * and ledger, its paid online payments, and the staff's actions — record a payment, cancel an
 * invoice, refund (to the balance or an online payment through ЮKassa), and (admin) a correction
 * — each confirmed in a modal.
 */
export function CompanyBillingPanel({ companyId }: { companyId: number }) {
  const billing = useBillingSummary(companyId);
  // Asked here, beside the summary, so both load at once.
  const ledger = useLedger(companyId);
  return (
    <QueryContent query={billing} shape="table">
      {(summary) => <BillingPanel companyId={companyId} summary={summary} ledger={ledger} />}
    </QueryContent>
  );
}

function BillingPanel({
  companyId,
  summary,
  ledger,
}: {
  companyId: number;
  summary: BillingSummary;
  ledger: ReturnType<typeof useLedger>;
}) {
  const user = useSignedInUser();
  const admin = isAdmin(user.role.role_slug);
  const [action, setAction] = useState<StaffAction | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = summary.invoices.find((invoice) => invoice.id === openId) ?? null;
  const invoiceActions = (invoice: Invoice) => (
    <InvoiceActions invoice={invoice} onAction={setAction} />
  );

  return (
    <Stack gap="lg">
      <BalanceSummary summary={summary} />
      <Group gap="sm">
        <Button variant="default" onClick={() => setAction({ kind: 'refund' })}>
          Возврат
        </Button>
        {admin ? (
          <Button variant="default" onClick={() => setAction({ kind: 'correction' })}>
            Корректировка
          </Button>
        ) : null}
      </Group>
      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <Title order={2} size="h4" px="xs" pt="md" pb="xs">
          Счета
        </Title>
        <InvoicesTable
          invoices={summary.invoices}
          onOpen={(invoice) => setOpenId(invoice.id)}
          actions={invoiceActions}
        />
      </Paper>
      <OnlinePaymentsSection
        companyId={companyId}
        onRefund={(payment) => setAction({ kind: 'online-refund', payment })}
      />
      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <Title order={2} size="h4" px="xs" pt="md" pb="xs">
          Движения по балансу
        </Title>
        <QueryContent query={ledger} shape="table" label="Загрузка движений">
          {(entries) => <LedgerTable entries={entries} />}
        </QueryContent>
      </Paper>
      <SideSheet
        opened={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? `Счёт № ${open.number}` : ''}
      >
        {open ? <InvoiceDetails invoice={open} actions={invoiceActions(open)} /> : null}
      </SideSheet>
      <StaffActionModals
        companyId={companyId}
        balanceKopecks={summary.balance_kopecks}
        action={action}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}

function InvoiceActions({
  invoice,
  onAction,
}: {
  invoice: Invoice;
  onAction: (action: StaffAction) => void;
}) {
  const canPay = isOpenInvoice(invoice);
  const canCancel = canCancelInvoice(invoice);
  if (!canPay && !canCancel) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="xs"
          px={6}
          aria-label={`Действия со счётом № ${invoice.number}`}
        >
          <IconDots size={16} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {canPay ? (
          <Menu.Item onClick={() => onAction({ kind: 'payment', invoice })}>
            Принять оплату
          </Menu.Item>
        ) : null}
        {canCancel ? (
          <Menu.Item color="red" onClick={() => onAction({ kind: 'cancel', invoice })}>
            Отменить счёт
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
