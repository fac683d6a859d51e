import { Avatar, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

import type { User } from '../../shared/user/user.types.ts';

function initials(name: string): string {
  const words = name.replace(/[«»"]/g, '').split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => !/^(ООО|АО|ПАО|ИП|ЗАО|НКО)$/i.test(word));
  return (meaningful[0]?.[0] ?? words[0]?.[0] ?? '?').toUpperCase();
}

type ButtonProps = Omit<ComponentProps<typeof UnstyledButton<'button'>>, 'children'>;

/** The active company's initial, name and ИНН: the switcher's button. */
export function CompanyButton({ user, ...props }: { user: User } & ButtonProps) {
  const active = user.active_company;
  return (
    <UnstyledButton
      aria-label={`Активная компания: ${active?.name ?? 'не выбрана'}. Сменить компанию`}
      style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, maxWidth: 320 }}
      {...props}
    >
      <Avatar color="brand" radius="md" size={36}>
        {initials(active?.name ?? '?')}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} truncate>
          {active?.name ?? 'Выберите компанию'}
        </Text>
        {active?.inn ? (
          <Text size="xs" c="dimmed">
            ИНН {active.inn}
          </Text>
        ) : null}
      </Stack>
      <IconSelector size={16} color="var(--mantine-color-dimmed)" />
    </UnstyledButton>
  );
}
