import { Drawer } from '@mantine/core';

import { PriceSummaryBody, type PriceSummaryProps } from './price-summary.tsx';

/** Phones: every tariff's price in a bottom sheet (MobilePriceBar's «Все тарифы»). */
export function PriceSheet({
  opened,
  onClose,
  ...props
}: PriceSummaryProps & { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
      title="Стоимость тарифов"
      radius="lg"
    >
      <PriceSummaryBody {...props} />
    </Drawer>
  );
}
