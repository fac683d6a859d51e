import type { Service, ServiceBody } from '@kabinet/domain/services';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type DataEnvelope, http } from '../../shared/http/http.ts';

export const servicesKeys = {
  catalogue: ['services'] as const,
  admin: ['admin', 'services'] as const,
};

/** GET /api/v1/services: the active one-time services (docs/api/services.md). */
export const servicesQuery = () =>
  queryOptions({
    queryKey: servicesKeys.catalogue,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Service[]>>('/api/v1/services', { signal }).then((body) => body.data),
  });

export const useServices = () => useQuery(servicesQuery());

/** GET /api/v1/admin/services: every service, inactive ones included (admin, crm). */
export const adminServicesQuery = () =>
  queryOptions({
    queryKey: servicesKeys.admin,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Service[]>>('/api/v1/admin/services', { signal })
        .then((body) => body.data),
  });

export const useAdminServices = (enabled: boolean) =>
  useQuery({ ...adminServicesQuery(), enabled });

/** POST (no id) or PUT /api/v1/admin/services/{id}; both lists are read again. */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServiceBody }) =>
      (id === null
        ? http.post<DataEnvelope<Service>>('/api/v1/admin/services', body, { retry: false })
        : http.put<DataEnvelope<Service>>(`/api/v1/admin/services/${id}`, body, { retry: false })
      ).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKeys.catalogue }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.admin }),
  });
}

/** DELETE /api/v1/admin/services/{id}: takes the service off sale (it is never deleted). */
export function useDeactivateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http
        .delete<DataEnvelope<Service>>(`/api/v1/admin/services/${id}`, { retry: false })
        .then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKeys.catalogue }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.admin }),
  });
}
