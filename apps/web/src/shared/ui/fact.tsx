import { Stack, Text, type MantineSize } from '@mantine/core';

interface FactProps {
  label: string;
  /** Shown as «—» when empty. */
  value: string;
  size?: MantineSize;
}

/**
 * One fact of a card (ИНН, баланс…): a dimmed label over its value. Digits keep one width, so
 * numbers line up; a long value (an address) wraps anywhere rather than widen the card.
 */
export function Fact({ label, value, size }: FactProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size={size}
        fw={500}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value || '—'}
      </Text>
    </Stack>
  );
}
