import type { ReplyTemplate, ReplyTemplateBody } from '@kabinet/domain/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';
import { chatKeys } from './keys.ts';

const templatesKey = [...chatKeys.all, 'templates'] as const;

/** The staff's saved replies (GET /api/v1/chat/templates). */
export const templatesQuery = () =>
  queryOptions({
    queryKey: templatesKey,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<ReplyTemplate[]>>('/api/v1/chat/templates', { signal })
        .then((body) => body.data),
    staleTime: 5 * 60_000,
  });

/** Saved replies, asked for only when `enabled` (staff). */
export const useTemplates = (enabled: boolean) => useQuery({ ...templatesQuery(), enabled });

/** Create (no id) or edit a saved reply; the list is fetched again after. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ReplyTemplateBody }) =>
      id === undefined
        ? http.post<DataEnvelope<ReplyTemplate>>('/api/v1/chat/templates', body)
        : http.put<DataEnvelope<ReplyTemplate>>(`/api/v1/chat/templates/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`/api/v1/chat/templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
