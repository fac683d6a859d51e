import type { Tariff, TariffParam, TariffWizardStep } from '@kabinet/domain/tariffs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';

/** GET /api/v1/admin/params. */
export type AdminCatalogue = {
  params: TariffParam[];
  tariffs: Tariff[];
  steps: TariffWizardStep[];
};

export const adminParamsKeys = {
  all: ['admin-params'] as const,
};

export const adminCatalogueQuery = () =>
  queryOptions({
    queryKey: adminParamsKeys.all,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<AdminCatalogue>>('/api/v1/admin/params', { signal })
        .then((body) => body.data),
    staleTime: Infinity,
  });

export const useAdminCatalogue = (enabled: boolean) =>
  useQuery({ ...adminCatalogueQuery(), enabled });

/**
 * Saves the edited params (PUT /api/v1/admin/params) and every changed tariff
 * (PUT /api/v1/admin/tariffs/{id}); the wizard's cached catalogue is dropped afterwards.
 */
export function useSaveCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      params,
      tariffs,
    }: {
      params: TariffParam[] | null;
      tariffs: Tariff[];
    }) => {
      if (params) await http.put('/api/v1/admin/params', { params });
      for (const tariff of tariffs) {
        await http.put(`/api/v1/admin/tariffs/${tariff.id}`, {
          name: tariff.name,
          description: tariff.description ?? '',
          status: tariff.status,
          individual_params: tariff.individual_params,
        });
      }
      return http
        .get<DataEnvelope<AdminCatalogue>>('/api/v1/admin/params')
        .then((body) => body.data);
    },
    onSuccess: async (data) => {
      queryClient.setQueryData(adminParamsKeys.all, data);
      await queryClient.invalidateQueries({ queryKey: ['tariffs'] });
    },
  });
}
