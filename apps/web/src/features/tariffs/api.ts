import type {
  CompanyTariffHistoryEntry,
  CompanyTariffStatusBody,
  CompanyTariffResource,
  ParamValues,
  TariffPage,
} from '@kabinet/domain/tariffs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchCompanyTariffs } from '../../shared/companies/company-tariffs-api.ts';
import { reachGoal } from '../../shared/analytics/analytics.ts';
import { type DataEnvelope, http } from '../../shared/http/http.ts';

type WithMessage<T> = { data: T; message?: string };

/** Query keys of docs/api/tariffs.md; everything hangs under ['tariffs'] for one invalidation. */
export const tariffKeys = {
  all: ['tariffs'] as const,
  page: () => [...tariffKeys.all, 'page'] as const,
  companyTariffs: () => [...tariffKeys.all, 'company-tariffs'] as const,
  current: () => [...tariffKeys.all, 'current'] as const,
  active: () => [...tariffKeys.all, 'active'] as const,
  history: (id: number) => [...tariffKeys.all, 'history', id] as const,
  ofCompany: (companyId: number) => [...tariffKeys.all, 'of-company', companyId] as const,
};

/** GET /api/tariff-page: catalogue, steps, the company's values, tariffs and calculation. */
export const tariffPageQuery = () =>
  queryOptions({
    queryKey: tariffKeys.page(),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TariffPage>>('/api/tariff-page', { signal }).then((body) => body.data),
  });

/** GET /api/company-tariffs-by-active: the active company's tariffs, newest first. */
export const companyTariffsQuery = () =>
  queryOptions({
    queryKey: tariffKeys.companyTariffs(),
    queryFn: ({ signal }) => fetchCompanyTariffs({ signal }),
  });

/** GET /api/v1/company-tariffs/current/ACTIVE: the tariff the management guard looks at. */
export const activeCompanyTariffQuery = () =>
  queryOptions({
    queryKey: tariffKeys.active(),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CompanyTariffResource | null>>('/api/v1/company-tariffs/current/ACTIVE', {
          signal,
        })
        .then((body) => body.data),
    staleTime: 60_000,
  });

/** GET /api/v1/company-tariffs/{id}/history: status changes with who and when, oldest first. */
export const companyTariffHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: tariffKeys.history(id),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CompanyTariffHistoryEntry[]>>(`/api/v1/company-tariffs/${id}/history`, {
          signal,
        })
        .then((body) => body.data),
  });

/**
 * The client card: one company's tariffs, newest first (GET
 * /api/company-tariffs-by-active?company_id=, open to its assigned staff and admins).
 */
export const companyTariffsOfQuery = (companyId: number) =>
  queryOptions({
    queryKey: tariffKeys.ofCompany(companyId),
    queryFn: ({ signal }) => fetchCompanyTariffs({ companyId, signal }),
  });

export const useTariffPage = () => useQuery(tariffPageQuery());
export const useCompanyTariffs = () => useQuery(companyTariffsQuery());
export const useActiveCompanyTariff = (enabled = true) =>
  useQuery({ ...activeCompanyTariffQuery(), enabled });
export const useCompanyTariffHistory = (id: number) => useQuery(companyTariffHistoryQuery(id));
export const useCompanyTariffsOf = (companyId: number) =>
  useQuery(companyTariffsOfQuery(companyId));

/** Any change to a company tariff changes the page, the list, the current and active ones. */
function useTariffMutation<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

/** POST /api/company-tariffs/draft (one DRAFT per company, updated in place). */
export const useSaveDraft = () =>
  useTariffMutation((values: ParamValues) =>
    http.post<WithMessage<CompanyTariffResource>>('/api/company-tariffs/draft', { values }),
  );

/** POST /api/company-tariffs/connect: the server prices it again and sets the status. */
export const useConnectTariff = () =>
  useTariffMutation((values: ParamValues) =>
    http
      .post<WithMessage<CompanyTariffResource>>('/api/company-tariffs/connect', { values })
      .then((answer) => {
        reachGoal('tariff_connected'); // The counter's goal
        return answer;
      }),
  );

/** DELETE /api/company-tariffs/{id}: only DRAFT and the …MONEY_NOT_ENOUGH statuses. */
export const useDeleteCompanyTariff = () =>
  useTariffMutation((id: number) =>
    http.delete<WithMessage<{ id: number }>>(`/api/company-tariffs/${id}`),
  );

/** POST /api/v1/company-tariffs/{id}/status: the staff's status change (SPEC §4 transitions). */
export const useChangeTariffStatus = () =>
  useTariffMutation(({ id, ...body }: { id: number } & CompanyTariffStatusBody) =>
    http.post<DataEnvelope<CompanyTariffResource>>(`/api/v1/company-tariffs/${id}/status`, body, {
      retry: false,
    }),
  );
