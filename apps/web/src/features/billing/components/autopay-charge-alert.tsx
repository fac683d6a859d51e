import type { AutopayCharge } from '@kabinet/domain/online-payments';
import { formatKopecks } from '@kabinet/domain/money';
import { formatDateLong, monthName } from '@kabinet/domain/shared';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconPlayerStop } from '@tabler/icons-react';

/** «Не удалось списать 17 195,00 ₽ за ноябрь 2026: …»: the latest month's charge, as the client reads it. */
export function AutopayChargeAlert({ charge }: { charge: AutopayCharge }) {
  const month = monthName(charge.month);
  const sum = formatKopecks(charge.amount_kopecks);
  const reason = charge.failure_reason ?? 'Банк отклонил списание.';
  switch (charge.status) {
    case 'failed':
      return (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`Не удалось списать ${sum} за ${month}`}
          data-testid="autopay-charge"
        >
          <Text size="sm">{reason}</Text>
          <Text size="sm">
            {charge.next_attempt_on
              ? `Попробуем ещё раз ${formatDateLong(charge.next_attempt_on)}. Проверьте, что на карте хватает денег, или оплатите счёт вручную.`
              : 'Проверьте, что на карте хватает денег, или оплатите счёт вручную.'}
          </Text>
        </Alert>
      );
    case 'stopped':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconPlayerStop size={18} />}
          title="Автоплатёж остановлен"
          data-testid="autopay-charge"
        >
          <Text size="sm">{`Не удалось списать ${sum} за ${month}. ${reason}`}</Text>
          <Text size="sm">
            Оплатите счёт вручную. Чтобы снова платить автоматически, оплатите его кнопкой «Оплатить
            и сохранить карту» действующей картой и включите автоплатёж.
          </Text>
        </Alert>
      );
    case 'pending':
      return (
        <Text size="sm" c="dimmed" data-testid="autopay-charge">
          <IconClock size={14} style={{ verticalAlign: -2 }} /> Списываем {sum} за {month}…
        </Text>
      );
    case 'succeeded':
      return (
        <Text size="sm" c="dimmed" data-testid="autopay-charge">
          <IconCircleCheck size={14} style={{ verticalAlign: -2 }} /> Списано {sum} за {month}
        </Text>
      );
  }
}
