import { Box, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the awaited content looks like, so the page does not jump when it arrives. */
export type SkeletonShape = 'table' | 'cards' | 'list' | 'detail';

const widths = ['92%', '78%', '85%', '64%', '88%', '72%'];

function TableShape({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" p="md">
      <Skeleton height={14} width="45%" />
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton height={28} style={{ flex: 3 }} />
          <Skeleton height={28} style={{ flex: 2 }} visibleFrom="sm" />
          <Skeleton height={28} style={{ flex: 1 }} />
        </Group>
      ))}
    </Stack>
  );
}

function CardsShape({ rows }: { rows: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {Array.from({ length: rows }, (_, index) => (
        <Stack key={index} gap="xs">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={12} width={widths[index % widths.length]} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function ListShape({ rows }: { rows: number }) {
  return (
    <Stack gap="md" p="md">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap">
          <Skeleton height={36} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="40%" />
            <Skeleton height={10} width={widths[index % widths.length]} />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function DetailShape({ rows }: { rows: number }) {
  return (
    <Stack gap="lg">
      <Skeleton height={28} width="50%" />
      <Skeleton height={rows * 28} radius="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton height={140} radius="lg" />
        <Skeleton height={140} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}

const SHAPES: Record<SkeletonShape, (props: { rows: number }) => ReactNode> = {
  table: TableShape,
  cards: CardsShape,
  list: ListShape,
  detail: DetailShape,
};

/**
 * What a page shows while its data loads — grey blocks in the content's shape instead
 * of a spinner. The blocks are hidden from screen readers; the box is a named status whose text
 * («Загрузка отчётов») they hear, so they know the content is on its way.
 */
export function ContentSkeleton({
  shape = 'list',
  rows = 4,
  label = 'Загрузка',
}: {
  shape?: SkeletonShape;
  rows?: number;
  label?: string;
}) {
  const Shape = SHAPES[shape];
  return (
    <Box role="status" aria-label={label} data-testid="content-skeleton">
      {/* What a screen reader announces: a live region reads its text, not its label. */}
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box aria-hidden="true">
        <Shape rows={rows} />
      </Box>
    </Box>
  );
}
