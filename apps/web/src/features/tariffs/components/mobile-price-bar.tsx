import { formatMoney } from '@kabinet/domain/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { priceFor } from '../model.ts';
import type { PriceSummaryProps } from './price-summary.tsx';

// The sheet (Drawer: portal, focus trap, scroll lock) loads on its first opening.
const PriceSheet = lazyPage(() => import('./price-sheet.tsx'), 'PriceSheet');

/** Phones: a bar pinned above the bottom edge with the chosen (or cheapest) price, and a sheet. */
export function MobilePriceBar(props: PriceSummaryProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const { calculation, months, chosenTariffId } = props;
  const priced =
    calculation.tariffs.find((item) => item.id === chosenTariffId) ??
    [...calculation.tariffs].sort((a, b) => a.total - b.total)[0];
  const name = props.tariffs.find((item) => item.id === priced?.id)?.name;
  const amount = priced ? priceFor(priced, months, calculation.show_first_month) : null;

  return (
    <>
      <Paper
        className="kb-mobile-only"
        shadow="md"
        p="sm"
        radius={0}
        withBorder
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 150,
          paddingBottom: 'calc(var(--mantine-spacing-sm) + var(--safe-bottom))',
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            {calculation.complete && priced ? (
              <>
                <Text size="xs" c="dimmed">
                  {chosenTariffId ? name : 'Тарифы от'}
                </Text>
                <Text fw={700}>
                  {formatMoney(priced.total)}{' '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    в месяц
                    {months > 1 && amount !== null
                      ? ` · ${formatMoney(amount)} за ${months} мес.`
                      : ''}
                  </Text>
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Цена появится после ответов
              </Text>
            )}
          </Stack>
          <Button variant="light" size="xs" onClick={open}>
            Все тарифы
          </Button>
        </Group>
      </Paper>
      <LazyDialog opened={opened}>
        {(sheetOpened) => <PriceSheet {...props} opened={sheetOpened} onClose={close} />}
      </LazyDialog>
    </>
  );
}
