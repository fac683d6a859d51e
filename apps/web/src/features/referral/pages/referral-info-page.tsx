import { PAYMENT_METHOD_NAMES, formatRewardPercent, type Referral } from '@kabinet/domain/referral';
import { formatKopecks } from '@kabinet/domain/money';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { useOpenedOnce } from '../../../shared/lib/use-opened-once.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useChangePaymentMethod } from '../api.ts';
import { ReferralGate } from '../components/referral-gate.tsx';
import { ReferralLinkCard } from '../components/referral-link-card.tsx';
import { ReferralNav } from '../components/referral-nav.tsx';
import { ReferralTotals } from '../components/referral-totals.tsx';

// The payout-method form (its schema, so zod) loads when the dialog is first opened.
const PaymentMethodForm = lazyPage(
  () => import('../components/payment-method-form.tsx'),
  'PaymentMethodForm',
);

function PaymentMethodCard({ referral }: { referral: Referral }) {
  const [open, setOpen] = useState(false);
  const formWanted = useOpenedOnce(open);
  const change = useChangePaymentMethod();
  const method = referral.settings.payment_method;
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Способ выплаты
          </Title>
          <Text>
            {method ? PAYMENT_METHOD_NAMES[method.type] : 'Не выбран'}
            {method?.label ? ` · ${method.label}` : ''}
          </Text>
        </Stack>
        <Button variant="default" onClick={() => setOpen(true)}>
          Изменить способ выплаты
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Способ выплаты" size="lg">
        {formWanted ? (
          <Suspense fallback={null}>
            <PaymentMethodForm
              submitLabel="Сохранить"
              pending={change.isPending}
              onCancel={() => setOpen(false)}
              onSubmit={async (body) => {
                await change.mutateAsync(body);
                showToast({ type: 'positive', message: 'Способ выплаты изменён' });
                setOpen(false);
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </Paper>
  );
}

function ReferralInfo({ referral }: { referral: Referral }) {
  return (
    <Stack gap="lg">
      <ReferralTotals referral={referral} />
      <ReferralLinkCard referral={referral} />
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          Условия
        </Title>
        <Text size="sm">
          {formatRewardPercent(referral.rules.reward_basis_points)} от оплат приглашённого клиента{' '}
          {referral.rules.reward_months} месяцев. Минимальная сумма выплаты —{' '}
          {formatKopecks(referral.rules.min_payout_kopecks)}.
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          Рекомендаций: {referral.leads_count}, стали клиентами: {referral.clients_count}.
        </Text>
      </Paper>
      <PaymentMethodCard referral={referral} />
    </Stack>
  );
}

/** /referral/info: the link, code and QR, the totals and the payout method. */
export function ReferralInfoPage() {
  return (
    <>
      <PageHeader
        title="Партнёрская программа"
        actions={<HowItWorksLink slug="referalnaya-programma" />}
      />
      <ReferralNav />
      <ReferralGate>{(referral) => <ReferralInfo referral={referral} />}</ReferralGate>
    </>
  );
}
