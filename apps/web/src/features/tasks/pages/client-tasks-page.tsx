import { IconChecklist } from '@tabler/icons-react';
import { Stack } from '@mantine/core';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useTasks } from '../api.ts';
import { TaskDrawer } from '../components/task-drawer.tsx';
import { TaskFilterChips } from '../components/task-filters.tsx';
import { TaskResults } from '../components/task-results.tsx';
import { CLIENT_FILTER_KINDS } from '../model.ts';
import { useTaskSearch } from './use-task-search.ts';

/** `/tasks` for a company's user: what the company has to do, live (TaskChanged). */
export function ClientTasksPage({ companyId }: { companyId: number | null }) {
  return (
    <>
      <PageHeader
        title="Задачи"
        description="Что нужно сделать вашей компании: задачи от менеджера и напоминания по счетам, актам и выпискам."
      />
      {companyId === null ? (
        <EmptyState
          icon={<IconChecklist />}
          title="Нет активной компании"
          description="Добавьте или выберите компанию — здесь появятся её задачи."
        />
      ) : (
        <CompanyTasks companyId={companyId} />
      )}
    </>
  );
}

function CompanyTasks({ companyId }: { companyId: number }) {
  const { filters, change } = useTaskSearch();
  const scope = { staff: false as const, companyId };
  const tasks = useTasks(scope, filters);
  return (
    <Stack gap="md">
      <TaskFilterChips
        status={filters.status}
        mine={filters.mine}
        kind={filters.kind}
        kinds={CLIENT_FILTER_KINDS}
        onChange={change}
      />
      <TaskResults
        tasks={tasks}
        empty={{
          title: filters.status === 'done' ? 'Выполненных задач нет' : 'Открытых задач нет',
          description:
            'Когда менеджер поставит задачу или придёт время оплатить счёт, она появится здесь.',
        }}
        onOpen={(task) => change({ task })}
        onPage={(page) => change({ page })}
      />
      <TaskDrawer scope={scope} taskId={filters.taskId} onClose={() => change({ task: null })} />
    </Stack>
  );
}
