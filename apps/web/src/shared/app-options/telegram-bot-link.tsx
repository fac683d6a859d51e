import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';

import { useAppOption } from './app-options.ts';

/**
 * «Подключить бота в Telegram» — the messenger bot link of the app options (SPEC §1),
 * shown in the profile and the chat; nothing while the option is empty.
 */
export function TelegramBotLink({ label = 'Подключить бота в Telegram' }: { label?: string }) {
  const link = useAppOption('telegram_bot_link');
  if (!link.startsWith('https://t.me/')) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconBrandTelegram size={18} aria-hidden />
      <Text size="sm">
        <Anchor href={link} target="_blank" rel="noopener noreferrer" underline="always">
          {label}
        </Anchor>{' '}
        <Text span size="sm" c="dimmed">
          — уведомления и связь с бухгалтером
        </Text>
      </Text>
    </Group>
  );
}
