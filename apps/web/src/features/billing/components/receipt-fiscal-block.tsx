import type { OnlinePaymentReceipt } from '@kabinet/domain/online-payments';
import { formatDateTime } from '@kabinet/domain/shared';
import { Alert, Box, Group, Image, Stack, Text } from '@mantine/core';

/**
 * The receipt's fiscal part: ФН, ФД, ФП and the tax office's QR code once ЮKassa registered it;
 * until then why they are not there yet.
 */
export function ReceiptFiscalBlock({ receipt }: { receipt: OnlinePaymentReceipt }) {
  const { fiscal } = receipt;
  if (!fiscal) {
    return (
      <Alert color={receipt.registration === 'canceled' ? 'red' : 'blue'} variant="light">
        {FISCAL_PENDING_TEXT[receipt.registration]}
      </Alert>
    );
  }
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      {receipt.check_qr_svg ? (
        <Box bg="white" p={6} style={{ borderRadius: 8, lineHeight: 0 }}>
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(receipt.check_qr_svg)}`}
            alt="QR-код чека для приложения ФНС «Проверка чека»"
            w={148}
            h={148}
          />
        </Box>
      ) : null}
      <Stack gap={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">ФН {fiscal.storage_number}</Text>
        <Text size="sm">ФД {fiscal.document_number}</Text>
        <Text size="sm">ФП {fiscal.attribute}</Text>
        <Text size="sm">Зарегистрирован {formatDateTime(fiscal.registered_at)}</Text>
        <Text size="xs" c="dimmed" maw={320}>
          Проверить чек можно в приложении ФНС «Проверка чека»: отсканируйте QR-код.
        </Text>
      </Stack>
    </Group>
  );
}

const FISCAL_PENDING_TEXT: Record<OnlinePaymentReceipt['registration'], string> = {
  pending:
    'Чек регистрируется в налоговой, обычно это занимает несколько минут. Фискальные данные появятся здесь сами.',
  succeeded: 'ЮKassa зарегистрировала чек, но не прислала его фискальные данные.',
  canceled: 'ЮKassa не зарегистрировала чек. Напишите менеджеру в чат: он пробьёт чек заново.',
  unknown: 'ЮKassa сейчас не отвечает: фискальные данные покажем, как только она ответит.',
};
