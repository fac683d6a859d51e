/**
 * Query keys of «Задачи»; everything hangs under one key so TaskChanged refreshes it all.
 * Apart from api.ts so the shell's badge and realtime listener stay small.
 */
export const tasksKeys = {
  all: ['tasks'] as const,
  company: (companyId: number) => [...tasksKeys.all, 'company', companyId] as const,
  companyList: (companyId: number, filters: object) =>
    [...tasksKeys.company(companyId), 'list', filters] as const,
  companyCount: (companyId: number) => [...tasksKeys.company(companyId), 'count'] as const,
  companyTask: (companyId: number, taskId: number) =>
    [...tasksKeys.company(companyId), 'task', taskId] as const,
  staff: () => [...tasksKeys.all, 'staff'] as const,
  staffList: (filters: object) => [...tasksKeys.staff(), 'list', filters] as const,
  staffCount: () => [...tasksKeys.staff(), 'count'] as const,
  staffTask: (taskId: number) => [...tasksKeys.staff(), 'task', taskId] as const,
  assignees: (companyId: number) => [...tasksKeys.staff(), 'assignees', companyId] as const,
};
