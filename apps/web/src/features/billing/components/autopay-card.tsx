import type { Invoice } from '@kabinet/domain/billing';
import { formatKopecks } from '@kabinet/domain/money';
import type { OnlinePaymentProfile, SavedPaymentMethod } from '@kabinet/domain/online-payments';
import { formatDateLong } from '@kabinet/domain/shared';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useForgetSavedMethod, useOnlinePaymentProfile, useSetAutopay } from '../profile-api.ts';
import { AutopayChargeAlert } from './autopay-charge-alert.tsx';
import { PayOnlineButton } from './pay-online-button.tsx';

/** What saving a card means, said once where the client decides. */
export const SAVE_CARD_HINT =
  'ЮKassa сохранит карту, и тариф будет оплачиваться с неё сам каждый месяц, если включить автоплатёж. Номер карты хранится у ЮKassa, у нас — только последние цифры; отвязать карту можно в любой момент.';

/** «Банковская карта •• 4242» / «СБП •• 4242»: a saved method's kind and mask. */
function methodTitle(method: SavedPaymentMethod): string {
  return `${method.type === 'sbp' ? 'СБП' : 'Банковская карта'} ${method.title}`;
}

function SavedMethodRow({ companyId, method }: { companyId: number; method: SavedPaymentMethod }) {
  const forget = useForgetSavedMethod(companyId);
  const { confirm, dialog } = useConfirm();
  const details = [method.expiry ? `срок ${method.expiry}` : null, method.issuer]
    .filter(Boolean)
    .join(' · ');
  const unlink = async () => {
    const sure = await confirm({
      title: 'Отвязать карту?',
      message: `Карта ${method.title} будет удалена, автоплатёж выключится, и следующий счёт нужно будет оплатить вручную.`,
      confirmLabel: 'Отвязать',
    });
    if (!sure) return;
    forget.mutate(undefined, {
      onSuccess: () => showToast({ type: 'positive', message: 'Карта отвязана' }),
      onError: showErrorToast,
    });
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
      {dialog}
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconCreditCard size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="saved-method">
            {methodTitle(method)}
          </Text>
          {details ? (
            <Text size="sm" c="dimmed">
              {details}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        loading={forget.isPending}
        onClick={() => void unlink()}
      >
        Отвязать
      </Button>
    </Group>
  );
}

function AutopaySwitch({
  companyId,
  profile,
}: {
  companyId: number;
  profile: OnlinePaymentProfile;
}) {
  const setAutopay = useSetAutopay(companyId);
  const hasCard = profile.saved_method !== null;
  const next = profile.autopay_next;
  const description = !hasCard
    ? 'Чтобы включить автоплатёж, сначала сохраните карту.'
    : profile.autopay && next
      ? `Следующее списание ${formatDateLong(next.date)} — ${formatKopecks(next.amount_kopecks)}`
      : profile.autopay
        ? 'Тариф будет оплачиваться с карты в день выставления счёта.'
        : 'Выключен: счета за тариф оплачиваются вручную.';
  return (
    <Switch
      label="Автоплатёж тарифа"
      description={description}
      checked={profile.autopay}
      disabled={!hasCard || setAutopay.isPending}
      onChange={(event) =>
        setAutopay.mutate(
          { enabled: event.currentTarget.checked },
          {
            onSuccess: (saved) =>
              showToast({
                type: 'positive',
                message: saved.autopay ? 'Автоплатёж включён' : 'Автоплатёж выключен',
              }),
            onError: showErrorToast,
          },
        )
      }
    />
  );
}

function NoSavedMethod({ payInvoice }: { payInvoice: Invoice | null }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">Карта не сохранена.</Text>
      <Text size="sm" c="dimmed">
        Оплатите счёт кнопкой «Оплатить и сохранить карту». {SAVE_CARD_HINT}
      </Text>
      {payInvoice ? <PayOnlineButton invoice={payInvoice} saveMethod variant="light" /> : null}
    </Stack>
  );
}

/**
 * «Карта для автоплатежа» on /payment: the saved card (masked) with «Отвязать», the autopay
 * switch with the next charge, and the latest month's charge when it failed or was stopped.
 * `payInvoice` is the open invoice «Оплатить и сохранить карту» pays while no card is saved.
 */
export function AutopayCard({
  companyId,
  payInvoice,
}: {
  companyId: number;
  payInvoice: Invoice | null;
}) {
  const profile = useOnlinePaymentProfile(companyId);
  if (!profile.data) return null;
  const data = profile.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="autopay-card-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="autopay-card-title">
          Карта для автоплатежа
        </Title>
        {data.saved_method ? (
          <SavedMethodRow companyId={companyId} method={data.saved_method} />
        ) : (
          <NoSavedMethod payInvoice={payInvoice} />
        )}
        <AutopaySwitch companyId={companyId} profile={data} />
        {data.autopay_last_charge ? <AutopayChargeAlert charge={data.autopay_last_charge} /> : null}
      </Stack>
    </Paper>
  );
}
