import type { Invoice } from '@kabinet/domain/billing';
import { Grid, Paper, Stack, Title } from '@mantine/core';

import { useOpenId } from '../../../shared/lib/use-search-param.ts';
import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { type BillingPage, useBillingSummary } from '../api.ts';
import { BalanceSummary } from '../components/balance-summary.tsx';
import { SideSheet } from '../../../shared/ui/dialog-frames.tsx';
import { InvoiceDetails } from '../components/invoice-details.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { AutopayCard } from '../components/autopay-card.tsx';
import { PayOnlineButton } from '../components/pay-online-button.tsx';
import { PayInvoiceActions } from '../components/pay-invoice-actions.tsx';
import { ReceiptEmailCard } from '../components/receipt-email-form.tsx';
import { TopUpForm } from '../components/top-up-form.tsx';
import { canPayOnline } from '../model.ts';

/** SPEC §2 payment: the active company's balance, debt, invoices, online payment and top-up. */
export function PaymentPage() {
  const user = useSignedInUser();
  const header = (
    <PageHeader
      title="Оплата"
      actions={<HowItWorksLink slug="kak-oplatit-schet" />}
      description={
        user.active_company
          ? `Счета и баланс компании ${user.active_company.name}.`
          : 'Счета и баланс компании.'
      }
    />
  );

  return (
    <ActiveCompanyPage header={header} whyCompany="Счета выставляются компании">
      {(companyId) => <CompanyPayment companyId={companyId} />}
    </ActiveCompanyPage>
  );
}

function CompanyPayment({ companyId }: { companyId: number }) {
  const billing = useBillingSummary(companyId);
  return (
    <QueryContent query={billing} shape="detail">
      {(data) => <PaymentContent companyId={companyId} billing={data} />}
    </QueryContent>
  );
}

function PaymentContent({ companyId, billing }: { companyId: number; billing: BillingPage }) {
  const [openId, setOpenId] = useOpenId('invoice');
  const open = billing.invoices.find((invoice) => invoice.id === openId) ?? null;
  const show = (invoice: Invoice | null) => setOpenId(invoice?.id ?? null);
  const payButton = (invoice: Invoice) =>
    canPayOnline(billing.online_payment, invoice) ? (
      <PayOnlineButton invoice={invoice} size="xs" />
    ) : null;

  return (
    <Stack gap="lg">
      <Grid gutter="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <BalanceSummary summary={billing} />
            {billing.online_payment === true ? (
              <AutopayCard
                companyId={companyId}
                payInvoice={billing.invoices.find((invoice) => canPayOnline(true, invoice)) ?? null}
              />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg" h="100%">
            <TopUpForm companyId={companyId} onIssued={show} />
            {billing.online_payment ? <ReceiptEmailCard companyId={companyId} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <Title order={2} size="h4" px="xs" pt="md" pb="xs">
          Счета
        </Title>
        <InvoicesTable
          invoices={billing.invoices}
          onOpen={show}
          actions={billing.online_payment === true ? payButton : undefined}
        />
      </Paper>
      <SideSheet
        opened={open !== null}
        onClose={() => show(null)}
        title={open ? `Счёт № ${open.number}` : ''}
      >
        {open ? (
          <InvoiceDetails
            invoice={open}
            actions={
              canPayOnline(billing.online_payment, open) ? (
                <PayInvoiceActions invoice={open} />
              ) : null
            }
          />
        ) : null}
      </SideSheet>
    </Stack>
  );
}
