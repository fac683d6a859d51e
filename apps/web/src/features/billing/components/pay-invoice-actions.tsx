import type { Invoice } from '@kabinet/domain/billing';
import { Group, Stack, Text } from '@mantine/core';

import { useOnlinePaymentProfile } from '../profile-api.ts';
import { SAVE_CARD_HINT } from './autopay-card.tsx';
import { PayOnlineButton } from './pay-online-button.tsx';

/**
 * An open invoice's online payment: «Оплатить онлайн», and while no card is saved
 * «Оплатить и сохранить карту» with what saving means.
 */
export function PayInvoiceActions({ invoice }: { invoice: Invoice }) {
  const profile = useOnlinePaymentProfile(invoice.company_id);
  const offerSave = profile.data !== undefined && profile.data.saved_method === null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <PayOnlineButton invoice={invoice} />
        {offerSave ? <PayOnlineButton invoice={invoice} saveMethod variant="light" /> : null}
      </Group>
      {offerSave ? (
        <Text size="xs" c="dimmed">
          {SAVE_CARD_HINT}
        </Text>
      ) : null}
    </Stack>
  );
}
