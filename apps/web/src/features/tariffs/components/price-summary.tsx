import { missingOnStep, type Tariff, type TariffsCalculation } from '@kabinet/domain/tariffs';
import { firstIncompleteStep } from '@kabinet/domain/tariffs';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { TariffPriceList } from './tariff-price-list.tsx';

export interface PriceSummaryProps {
  tariffs: readonly Tariff[];
  calculation: TariffsCalculation;
  months: number;
  chosenTariffId: number | null;
  recommendedTariffId?: number | null;
}

/** «Цена появится, когда…»: which step still lacks answers, in the engine's words. */
export function IncompleteNotice({ calculation }: { calculation: TariffsCalculation }) {
  const step = firstIncompleteStep(calculation.missing);
  const message = step ? missingOnStep(step, calculation.missing) : null;
  return (
    <Text size="sm" c="dimmed">
      Цены появятся, когда будут ответы на все обязательные вопросы.
      {message ? ` ${message}.` : ''}
    </Text>
  );
}

/** The live summary beside the wizard (sticky on desktop; the phone sheet reuses its body). */
export function PriceSummaryBody(props: PriceSummaryProps) {
  const { calculation } = props;
  if (!calculation.complete) return <IncompleteNotice calculation={calculation} />;
  return (
    <Stack gap="sm">
      <TariffPriceList {...props} />
      {calculation.problems.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />}>
          Часть цен не настроена — менеджер уточнит стоимость.
        </Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        Цены пересчитываются по мере ответов. Сумма к оплате закрепляется в момент подключения.
      </Text>
    </Stack>
  );
}

export function PriceSummary(props: PriceSummaryProps) {
  return (
    <Paper
      withBorder
      p="md"
      className="kb-desktop-only"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 64px) + 16px)' }}
      aria-label="Стоимость тарифов"
      component="aside"
    >
      <Title order={2} size="h5" mb="sm">
        Стоимость тарифов
      </Title>
      <PriceSummaryBody {...props} />
    </Paper>
  );
}
