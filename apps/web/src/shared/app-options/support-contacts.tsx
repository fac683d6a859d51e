import { Anchor, Text } from '@mantine/core';

import { useAppOption } from './app-options.ts';

/** Digits and a leading + of a phone as typed by the admin, for a tel: link. */
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * «Служба поддержки» — the support phone and e-mail of the app options (SPEC §1);
 * nothing while both are empty.
 */
export function SupportContacts() {
  const phone = useAppOption('support_phone');
  const email = useAppOption('support_email');
  if (!phone && !email) return null;
  return (
    <Text size="sm" c="dimmed">
      Служба поддержки: {phone ? <Anchor href={`tel:${telOf(phone)}`}>{phone}</Anchor> : null}
      {phone && email ? ', ' : null}
      {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : null}
    </Text>
  );
}
