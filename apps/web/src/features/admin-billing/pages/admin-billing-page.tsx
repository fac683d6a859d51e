import { isAdmin } from '@kabinet/domain/shared';

import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { Stack } from '@mantine/core';

import { useAutopayCompanies, useBillingSettings, useReceiptSettings } from '../api.ts';
import { AutopayCompaniesCard } from '../components/autopay-companies-card.tsx';
import { BillingSettingsForm } from '../components/billing-settings-form.tsx';
import { ReceiptSettingsForm } from '../components/receipt-settings-form.tsx';
import { EMPTY_SELLER_SETTINGS } from '../model.ts';

const SECTION = 'Реквизиты для счетов';

/** /admin/billing (admin, crm): the firm's seller requisites and VAT mode, receipts, autopay. */
export function AdminBillingPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const settings = useBillingSettings(allowed);
  const receipts = useReceiptSettings(allowed);
  const autopay = useAutopayCompanies(allowed);

  if (!allowed) return <AdminForbidden section={SECTION} />;
  return (
    <>
      <PageHeader
        title={SECTION}
        description="Эти реквизиты и режим НДС печатаются в каждом новом счёте; выставленные счета не меняются."
      />
      <Stack gap="lg">
        <QueryContent query={settings} shape="detail">
          {(data) => <BillingSettingsForm initial={data ?? EMPTY_SELLER_SETTINGS} />}
        </QueryContent>
        <QueryContent query={receipts} shape="detail">
          {(data) => <ReceiptSettingsForm initial={data} />}
        </QueryContent>
        <QueryContent query={autopay} shape="list">
          {(companies) => <AutopayCompaniesCard companies={companies} />}
        </QueryContent>
      </Stack>
    </>
  );
}
