import type { Referral } from '@kabinet/domain/referral';
import {
  ActionIcon,
  Box,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';

import { useObjectUrl } from '../../../shared/lib/use-object-url.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useReferralQr } from '../api.ts';

async function copy(text: string, message: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ type: 'positive', message });
  } catch {
    showToast({
      type: 'negative',
      message: 'Не удалось скопировать. Выделите текст и скопируйте.',
    });
  }
}

function CopyField({ label, value, copied }: { label: string; value: string; copied: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <Tooltip label="Скопировать">
          <ActionIcon
            variant="subtle"
            aria-label={`Скопировать: ${label.toLowerCase()}`}
            onClick={() => void copy(value, copied)}
          >
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}

/** The personal link and code with copy buttons, and the link's QR code. */
export function ReferralLinkCard({ referral }: { referral: Referral }) {
  const qr = useReferralQr(true);
  const qrUrl = useObjectUrl(qr.data);
  return (
    <Paper withBorder p="lg">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="md" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={2} size="h4">
            Ваша ссылка для приглашений
          </Title>
          <Text size="sm" c="dimmed">
            Отправьте ссылку знакомому: когда он зарегистрируется и оплатит обслуживание, вы
            получите вознаграждение.
          </Text>
          <CopyField label="Ссылка" value={referral.link} copied="Ссылка скопирована" />
          <CopyField label="Код приглашения" value={referral.code} copied="Код скопирован" />
        </Stack>
        <Box w={168} mx={{ base: 'auto', xs: 0 }}>
          {qrUrl ? (
            <Image
              src={qrUrl}
              alt="QR-код ссылки для приглашений"
              w={168}
              h={168}
              bg="white"
              p={6}
              radius="md"
            />
          ) : qr.isError ? (
            <Text size="sm" c="dimmed">
              QR-код не загрузился
            </Text>
          ) : (
            <Skeleton w={168} h={168} radius="md" />
          )}
        </Box>
      </Group>
    </Paper>
  );
}
