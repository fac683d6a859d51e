import type { PaginatedEnvelope } from '@kabinet/domain/shared';
import type {
  StaffTaskCreateBody,
  StaffTaskUpdateBody,
  Task,
  TaskDetail,
  TaskKind,
  TaskPerson,
  TaskStatusFilter,
} from '@kabinet/domain/tasks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { downloadWithToken } from '../../shared/http/download.ts';
import { apiUrl, type DataEnvelope, http } from '../../shared/http/http.ts';
import { tasksKeys } from './keys.ts';

/** The filters of a task list (the page's chips). */
export type TaskFilters = {
  status: TaskStatusFilter;
  mine: boolean;
  kind: TaskKind | null;
  page: number;
  /** Staff only. */
  overdue?: boolean;
  companyId?: number | null;
};

function queryString(filters: TaskFilters): string {
  const query = new URLSearchParams({ page: String(filters.page), status: filters.status });
  if (filters.mine) query.set('mine', '1');
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.overdue) query.set('overdue', '1');
  if (filters.companyId) query.set('company_id', String(filters.companyId));
  return query.toString();
}

/** Where a task lives: a company's tasks (its users) or the staff's. */
export type TaskScope = { staff: true } | { staff: false; companyId: number };

const taskBase = (scope: TaskScope) =>
  scope.staff ? '/api/v1/staff/tasks' : `/api/v1/companies/${scope.companyId}/tasks`;
const taskKey = (scope: TaskScope, taskId: number) =>
  scope.staff ? tasksKeys.staffTask(taskId) : tasksKeys.companyTask(scope.companyId, taskId);

/** GET …/tasks with the filters: a page of tasks. */
export function useTasks(scope: TaskScope, filters: TaskFilters) {
  return useQuery({
    queryKey: scope.staff
      ? tasksKeys.staffList(filters)
      : tasksKeys.companyList(scope.companyId, filters),
    queryFn: ({ signal }) =>
      http.get<PaginatedEnvelope<Task>>(`${taskBase(scope)}?${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/tasks/{id}: the task with its checklist, comments and files. */
export function useTask(scope: TaskScope, taskId: number | null) {
  return useQuery({
    queryKey: taskKey(scope, taskId ?? 0),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<TaskDetail>>(`${taskBase(scope)}/${taskId}`, { signal })
        .then((body) => body.data),
    enabled: taskId !== null,
  });
}

/** Every change answers the whole task: it is put in the cache and the lists are asked again. */
function useTaskMutation<TArgs>(
  scope: TaskScope,
  taskId: number,
  call: (args: TArgs) => Promise<DataEnvelope<TaskDetail>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: TArgs) => call(args).then((body) => body.data),
    onSuccess: (task) => {
      queryClient.setQueryData(taskKey(scope, taskId), task);
      void queryClient.invalidateQueries({ queryKey: tasksKeys.all });
    },
  });
}

export const useAddComment = (scope: TaskScope, taskId: number) =>
  useTaskMutation(scope, taskId, (text: string) =>
    http.post<DataEnvelope<TaskDetail>>(`${taskBase(scope)}/${taskId}/comments`, { text }),
  );

export const useToggleChecklist = (scope: TaskScope, taskId: number) =>
  useTaskMutation(scope, taskId, ({ itemId, done }: { itemId: number; done: boolean }) =>
    http.patch<DataEnvelope<TaskDetail>>(`${taskBase(scope)}/${taskId}/checklist/${itemId}`, {
      done,
    }),
  );

export const useUploadTaskFile = (scope: TaskScope, taskId: number) =>
  useTaskMutation(scope, taskId, (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<DataEnvelope<TaskDetail>>(`${taskBase(scope)}/${taskId}/attachments`, form, {
      retry: false,
    });
  });

/** «Отметить выполненной» (client) or a status change (staff). */
export const useCompleteTask = (scope: { staff: false; companyId: number }, taskId: number) =>
  useTaskMutation(scope, taskId, () =>
    http.post<DataEnvelope<TaskDetail>>(`${taskBase(scope)}/${taskId}/complete`, {}),
  );

export const useUpdateTask = (taskId: number) =>
  useTaskMutation({ staff: true }, taskId, (body: StaffTaskUpdateBody) =>
    http.patch<DataEnvelope<TaskDetail>>(`/api/v1/staff/tasks/${taskId}`, body),
  );

/** POST /staff/tasks/{id}/checklist: staff add an item to a task's checklist. */
export const useAddChecklistItem = (taskId: number) =>
  useTaskMutation({ staff: true }, taskId, (text: string) =>
    http.post<DataEnvelope<TaskDetail>>(`/api/v1/staff/tasks/${taskId}/checklist`, { text }),
  );

/** POST /staff/tasks: a manual task for a company. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffTaskCreateBody) =>
      http
        .post<DataEnvelope<TaskDetail>>('/api/v1/staff/tasks', body)
        .then((response) => response.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}

/** GET /staff/tasks/assignees: who a task of the company may be given to. */
export function useAssignees(companyId: number | null) {
  return useQuery({
    queryKey: tasksKeys.assignees(companyId ?? 0),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<TaskPerson[]>>(`/api/v1/staff/tasks/assignees?company_id=${companyId}`, {
          signal,
        })
        .then((body) => body.data),
    enabled: companyId !== null,
  });
}

/** The companies the staff member serves, by name (GET /staff/clients), for the company picker. */
export function useServedCompanies(search: string) {
  return useQuery({
    queryKey: [...tasksKeys.staff(), 'companies', search] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: '1' });
      if (search.trim()) query.set('search', search.trim());
      return http
        .get<PaginatedEnvelope<{ id: number; name: string }>>(
          `/api/v1/staff/clients?${query.toString()}`,
          { signal },
        )
        .then((body) => body.data);
    },
  });
}

/** Saves a task's file under its name (the download needs the bearer header). */
export const downloadTaskFile = (file: { url: string; name: string }) =>
  downloadWithToken(apiUrl(file.url), file.name);
