import type { PaginatedEnvelope } from '@kabinet/domain/shared';
import type { Task } from '@kabinet/domain/tasks';
import { Alert } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PagePagination } from '../../../shared/ui/page-pagination.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { TaskList } from './task-list.tsx';

/** A page of tasks as a list: a loader, the error, the empty state, or the tasks and pages. */
export function TaskResults(props: {
  tasks: UseQueryResult<PaginatedEnvelope<Task>>;
  empty: { title: string; description: string };
  onOpen: (taskId: number) => void;
  onPage: (page: number) => void;
  showCompany?: boolean;
}) {
  const { tasks } = props;
  return (
    <>
      <QueryContent
        query={tasks}
        shape="table"
        renderError={() => (
          <Alert color="red">Не удалось загрузить задачи. Обновите страницу.</Alert>
        )}
      >
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState icon={<IconChecklist />} {...props.empty} />
          ) : (
            <TaskList tasks={data} onOpen={props.onOpen} showCompany={props.showCompany ?? false} />
          )
        }
      </QueryContent>
      <PagePagination meta={tasks.data?.meta} onChange={props.onPage} />
    </>
  );
}
