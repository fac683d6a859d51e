import type { TaskCount } from '@kabinet/domain/tasks';
import { useQuery } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';
import { tasksKeys } from './keys.ts';

/** The menu badge: the company's open tasks, or (staff) the open tasks on the staff member. */
export function useTaskCount(scope: { staff: true } | { staff: false; companyId: number | null }) {
  const companyId = scope.staff ? null : scope.companyId;
  return useQuery({
    queryKey: scope.staff ? tasksKeys.staffCount() : tasksKeys.companyCount(companyId ?? 0),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<TaskCount>>(
          scope.staff ? '/api/v1/staff/tasks/count' : `/api/v1/companies/${companyId}/tasks/count`,
          { signal },
        )
        .then((body) => body.data),
    enabled: scope.staff || companyId !== null,
  });
}
