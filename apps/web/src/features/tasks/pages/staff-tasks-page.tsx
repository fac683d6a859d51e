import { IconPlus } from '@tabler/icons-react';
import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useTasks } from '../api.ts';
import { TaskDrawer } from '../components/task-drawer.tsx';
import { TaskFilterChips } from '../components/task-filters.tsx';
import { TaskResults } from '../components/task-results.tsx';
import { useTaskSearch } from './use-task-search.ts';

const SCOPE = { staff: true as const };

// The new-task form (its schema, so zod) loads when it is first opened (the pages' JS budgets).
const NewTaskModal = lazyPage(() => import('../components/new-task-modal.tsx'), 'NewTaskModal');

/**
 * `/tasks` in the staff workspace: tasks across the staff member's clients (admin: all)
 * with filters, «Новая задача», status changes and comments in the drawer; live (TaskChanged).
 */
export function StaffTasksPage({ companyId = null }: { companyId?: number | null }) {
  const { filters, change } = useTaskSearch();
  const [creating, creation] = useDisclosure(false);
  const tasks = useTasks(SCOPE, { ...filters, companyId: companyId ?? filters.companyId });
  const embedded = companyId !== null;
  return (
    <>
      {embedded ? null : (
        <PageHeader
          title="Задачи"
          description="Задачи ваших клиентов и ваши: сроки, просрочки, поручения."
          actions={
            <Button leftSection={<IconPlus size={18} />} onClick={creation.open}>
              Новая задача
            </Button>
          }
        />
      )}
      <Stack gap="md">
        {embedded ? (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={creation.open}
            style={{ alignSelf: 'flex-start' }}
          >
            Новая задача
          </Button>
        ) : null}
        <TaskFilterChips
          status={filters.status}
          mine={filters.mine}
          overdue={filters.overdue}
          kind={filters.kind}
          onChange={change}
        />
        <TaskResults
          tasks={tasks}
          empty={{
            title: 'Задач нет',
            description:
              'Здесь появятся задачи ваших клиентов: оплаты, акты, выписки и ваши поручения.',
          }}
          onOpen={(task) => change({ task })}
          onPage={(page) => change({ page })}
          showCompany={!embedded}
        />
      </Stack>
      <TaskDrawer scope={SCOPE} taskId={filters.taskId} onClose={() => change({ task: null })} />
      <LazyDialog opened={creating}>
        {(opened) => (
          <NewTaskModal opened={opened} onClose={creation.close} companyId={companyId} />
        )}
      </LazyDialog>
    </>
  );
}
