import { formatKopecks } from '@kabinet/domain/money';
import type { Operation, OperationsFilter, OperationsTotals } from '@kabinet/domain/operations';
import { localDate } from '@kabinet/domain/shared';
import { Button, Center, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconListDetails, IconReceipt } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { describeError } from '../../../shared/lib/error-message.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { downloadOperations, useChangeCategory, useOperations } from '../api.ts';
import { EMPTY_FILTER_FORM, filterOf, monthOf, type FilterForm } from '../model.ts';
import { useOperationsEvents } from '../realtime.ts';

import { MonthCount } from './month-count.tsx';
import { OperationsFilters } from './operations-filters.tsx';
import { OperationsList } from './operations-list.tsx';
import { StatementUpload } from './statement-upload.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

// The rules dialog (its form's schema, so zod) loads when it is first opened (the pages' JS budgets).
const RulesModal = lazyPage(() => import('./rules-modal.tsx'), 'RulesModal');

function Totals({ totals }: { totals: OperationsTotals }) {
  const figure = (label: string, value: string) => (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-label="Итоги по фильтру">
      {figure('Поступления', formatKopecks(totals.income_kopecks))}
      {figure('Списания', formatKopecks(totals.expense_kopecks))}
      {figure('Операций', String(totals.count))}
    </SimpleGrid>
  );
}

/** The filtered operations: totals, the list with its categories, and «Показать ещё». */
function OperationsResults({
  companyId,
  filter,
  canEdit,
}: {
  companyId: number;
  filter: OperationsFilter;
  canEdit: boolean;
}) {
  const list = useOperations(companyId, filter);
  const change = useChangeCategory(companyId);
  const operations = list.data?.pages.flatMap((page) => page.data) ?? [];
  const totals = list.data?.pages[0]?.meta.totals ?? null;
  const onCategory = canEdit
    ? (operation: Operation, categoryCode: string) =>
        change.mutate({ operationId: operation.id, categoryCode }, { onError: showErrorToast })
    : undefined;
  return (
    <>
      {totals ? <Totals totals={totals} /> : null}
      {list.isPending ? (
        <ContentSkeleton shape="table" label="Загрузка операций" />
      ) : list.isError ? (
        <FormAlert message={describeError(list.error)} />
      ) : operations.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={32} />}
          title="Операций нет"
          description="Загрузите выписку из банка в формате 1С или измените фильтры."
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
          <OperationsList operations={operations} onCategory={onCategory} />
        </Paper>
      )}
      {list.hasNextPage ? (
        <Center>
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Показать ещё
          </Button>
        </Center>
      ) : null}
    </>
  );
}

/**
 * A company's operations as both sides see them — the client's /service/operations and
 * the staff's «Операции» tab of the client card: the month's count, the upload with progress,
 * filters, totals, the list with categories, «Выгрузить в Excel» and the rules.
 */
export function OperationsPanel({
  companyId,
  userId,
  canEdit,
}: {
  companyId: number;
  userId: number;
  canEdit: boolean;
}) {
  useOperationsEvents(userId);
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER_FORM);
  const filter = useMemo(() => filterOf(form), [form]);
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <Stack gap="lg">
      <MonthCount companyId={companyId} month={monthOf(localDate(new Date()))} />
      {canEdit ? <StatementUpload companyId={companyId} /> : null}
      <Paper withBorder radius="md" p="md">
        <OperationsFilters onApply={setForm} />
      </Paper>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadOperations(companyId, filter).catch(showErrorToast)}
          >
            Выгрузить в Excel
          </Button>
          {canEdit ? (
            <Button
              variant="subtle"
              leftSection={<IconListDetails size={16} aria-hidden />}
              onClick={() => setRulesOpen(true)}
            >
              Правила категорий
            </Button>
          ) : null}
        </Group>
      </Group>
      <OperationsResults companyId={companyId} filter={filter} canEdit={canEdit} />
      {canEdit ? (
        <LazyDialog opened={rulesOpen}>
          {(opened) => (
            <RulesModal companyId={companyId} opened={opened} onClose={() => setRulesOpen(false)} />
          )}
        </LazyDialog>
      ) : null}
    </Stack>
  );
}
