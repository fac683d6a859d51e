import type {
  CategoryRuleAnswer,
  CreateRuleBody,
  Operation,
  OperationsFilter,
  OperationsImport,
  OperationsPage,
  OperationsSummary,
} from '@kabinet/domain/operations';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { downloadWithToken } from '../../shared/http/download.ts';
import { apiUrl, type DataEnvelope, http } from '../../shared/http/http.ts';

import { filterQuery } from './model.ts';
import { operationsKeys } from './keys.ts';

const base = (companyId: number) => `/api/v1/companies/${companyId}/operations`;
/** A statement of tens of MB takes longer than an ordinary call to go up. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** GET …/operations: keyset pages (cursor) under the filter; the first page carries the totals. */
export const useOperations = (companyId: number, filter: OperationsFilter) =>
  useInfiniteQuery({
    queryKey: operationsKeys.list(companyId, filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      http.get<OperationsPage>(base(companyId), {
        signal,
        query: { ...filterQuery(filter), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    getNextPageParam: (page) => page.meta.next_cursor,
  });

/** GET …/operations/summary?month: the month's count next to the tariff. */
export const useOperationsSummary = (companyId: number, month: string) =>
  useQuery({
    queryKey: operationsKeys.summary(companyId, month),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OperationsSummary>>(`${base(companyId)}/summary`, {
          signal,
          query: { month },
        })
        .then((body) => body.data),
  });

/** GET …/operations/imports: the last uploads with their progress. */
export const useImports = (companyId: number) =>
  useQuery({
    queryKey: operationsKeys.imports(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OperationsImport[]>>(`${base(companyId)}/imports`, { signal })
        .then((body) => body.data),
    // Realtime moves the bar; asking again every few seconds covers a lost connection.
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'queued' || item.status === 'processing')
        ? 3000
        : false,
  });

/** Everything of the company is asked again (an import finished, a rule changed categories). */
export const refreshOperations = (queryClient: QueryClient, companyId: number) =>
  queryClient.invalidateQueries({ queryKey: operationsKeys.company(companyId) });

/** POST …/operations/imports (multipart `file`), with the upload's share for the bar. */
export function useUploadStatement(companyId: number, onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      onProgress(0);
      return http
        .post<DataEnvelope<OperationsImport>>(`${base(companyId)}/imports`, form, {
          retry: false,
          onUploadProgress: onProgress,
          timeoutMs: UPLOAD_TIMEOUT_MS,
        })
        .then((body) => body.data);
    },
    onSuccess: () => refreshOperations(queryClient, companyId),
  });
}

/** PUT …/operations/{id}/category: a category by hand (kept when rules are applied again). */
export function useChangeCategory(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { operationId: number; categoryCode: string }) =>
      http
        .put<DataEnvelope<Operation>>(`${base(companyId)}/${args.operationId}/category`, {
          category_code: args.categoryCode,
        })
        .then((body) => body.data),
    onSuccess: () => refreshOperations(queryClient, companyId),
  });
}

export const useRules = (companyId: number) =>
  useQuery({
    queryKey: operationsKeys.rules(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CategoryRuleAnswer[]>>(`${base(companyId)}/rules`, { signal })
        .then((body) => body.data),
  });

/** POST …/operations/rules: the rule, and how many operations it re-categorised. */
export function useCreateRule(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRuleBody) =>
      http
        .post<DataEnvelope<{ rule: CategoryRuleAnswer; recategorised: number }>>(
          `${base(companyId)}/rules`,
          body,
        )
        .then((answer) => answer.data),
    onSuccess: () => refreshOperations(queryClient, companyId),
  });
}

export function useDeleteRule(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) =>
      http
        .delete<DataEnvelope<{ recategorised: number }>>(`${base(companyId)}/rules/${ruleId}`)
        .then((answer) => answer.data),
    onSuccess: () => refreshOperations(queryClient, companyId),
  });
}

/** GET …/operations/export.xlsx under the same filter, saved as «Операции….xlsx». */
export function downloadOperations(companyId: number, filter: OperationsFilter) {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return downloadWithToken(
    apiUrl(`${base(companyId)}/export.xlsx${query ? `?${query}` : ''}`),
    'Операции.xlsx',
  );
}
