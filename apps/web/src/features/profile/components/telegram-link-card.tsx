import { telegramAccountLabel } from '@kabinet/domain/telegram';
import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';

import { useTelegramLinkToken, useTelegramStatus, useTelegramUnlink } from '../telegram-api.ts';

/**
 * «Подключить Telegram»: a one-time link to the cabinet's bot (opened in Telegram; on a desktop
 * also a QR code of it, drawn by the server, to scan with the phone), or the linked account with
 * «Отключить». Nothing while the server has no bot.
 */
export function TelegramLinkCard() {
  const status = useTelegramStatus();
  const link = useTelegramLinkToken();
  const unlink = useTelegramUnlink();
  const client = useQueryClient();
  if (!status.data?.enabled) return null;
  const { linked, username } = status.data;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <IconBrandTelegram size={18} aria-hidden />
        <Text size="sm">
          {linked
            ? `Telegram подключён: ${telegramAccountLabel(username)}`
            : 'Уведомления и ответы менеджеру в Telegram'}
        </Text>
      </Group>
      <Group gap="sm">
        {linked ? (
          <Button
            variant="default"
            size="xs"
            loading={unlink.isPending}
            onClick={() => unlink.mutate()}
          >
            Отключить
          </Button>
        ) : (
          <Button
            size="xs"
            loading={link.isPending}
            onClick={() =>
              link.mutate(undefined, {
                onSuccess: (token) => {
                  window.open(token.url, '_blank', 'noopener,noreferrer');
                },
              })
            }
          >
            Подключить Telegram
          </Button>
        )}
        {!linked && link.data ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void client.invalidateQueries({ queryKey: ['profile', 'telegram'] })}
          >
            Я нажал «Start» в Telegram
          </Button>
        ) : null}
      </Group>
      {!linked && link.data ? (
        <Group gap="md" align="center" wrap="nowrap">
          <Image
            visibleFrom="sm"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.data.qr_svg)}`}
            alt="QR-код ссылки на бота: отсканируйте камерой телефона"
            w={128}
            h={128}
            bg="white"
            radius="sm"
            style={{ flex: 'none' }}
          />
          <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text span visibleFrom="sm" inherit>
              Отсканируйте QR-код камерой телефона или откройте ссылку.{' '}
            </Text>
            Ссылка одноразовая и действует 10 минут:{' '}
            <Anchor href={link.data.url} target="_blank" rel="noopener noreferrer" size="xs">
              {link.data.url}
            </Anchor>
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
