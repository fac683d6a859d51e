import type {
  RequisitesCard,
  Address,
  BankLookup,
  Company,
  CompanyChangesBody,
  CompanyFillBody,
  CompanySuggestion,
  CreateCompanyBody,
  InnCheck,
} from '@kabinet/domain/companies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';
import { currentUserKeys } from '../../../shared/user/api.ts';
import { companyKeys } from './keys.ts';

export type CompanyAnswer = DataEnvelope<Company>;
export type SavedCompanyAnswer = { data: Company; message?: string };

const base = '/api/v1/companies';

export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: ({ signal }) =>
      http.get<CompanyAnswer>(`${base}/${companyId}`, { signal }).then((body) => body.data),
  });

/** The active company in full; `null` id (no company) keeps the query idle. */
export const useCompany = (companyId: number | null) =>
  useQuery({ ...companyQuery(companyId ?? 0), enabled: companyId !== null });

export const requisitesTextQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.requisites(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<RequisitesCard>>(`${base}/${companyId}/requisites`, { signal })
        .then((body) => body.data),
  });

/** GET companies/check/{inn}: 200 when valid and free, 409 when registered, 422 when invalid. */
export const innCheckQuery = (inn: string) =>
  queryOptions({
    queryKey: companyKeys.check(inn),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<InnCheck>>(`${base}/check/${inn}`, { signal })
        .then((body) => body.data),
    staleTime: 60_000,
  });

export const useInnCheck = (inn: string | null) =>
  useQuery({ ...innCheckQuery(inn ?? ''), enabled: inn !== null });

/** GET companies/search/{text}: the firm's directory, then DaData hints when configured. */
export const companySearchQuery = (text: string) =>
  queryOptions({
    queryKey: companyKeys.search(text),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CompanySuggestion[]>>(`${base}/search/${encodeURIComponent(text)}`, {
          signal,
        })
        .then((body) => body.data),
    staleTime: 60_000,
  });

export const useCompanySearch = (text: string) =>
  useQuery({ ...companySearchQuery(text), enabled: text.trim().length >= 2 });

export type AddressHints = { data: Address[]; manual: boolean };

/** GET /addresses/suggest: DaData hints, or `manual: true` when the server has none. */
export const addressHintsQuery = (query: string) =>
  queryOptions({
    queryKey: companyKeys.addressHints(query),
    queryFn: ({ signal }) =>
      http.get<AddressHints>('/api/v1/addresses/suggest', { query: { query }, signal }),
    staleTime: 5 * 60_000,
  });

export const useAddressHints = (query: string) =>
  useQuery({ ...addressHintsQuery(query), enabled: query.trim().length >= 3 });

/** Whether the server gives address hints at all: one cheap probe, shared by every address field. */
export const useAddressHintsAvailable = () =>
  useQuery({
    ...addressHintsQuery('Москва'),
    staleTime: Infinity,
    select: (answer) => !answer.manual,
  });

/** GET /banks/{bik}: the bank's name and correspondent account. */
export const bankQuery = (bik: string) =>
  queryOptions({
    queryKey: companyKeys.bank(bik),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<BankLookup>>(`/api/v1/banks/${bik}`, { signal })
        .then((body) => body.data),
    staleTime: 60 * 60_000,
  });

export const useBankLookup = (bik: string | null) =>
  useQuery({ ...bankQuery(bik ?? ''), enabled: bik !== null });

/** After a change the company answer replaces the cache; the user's company list may change too. */
function useStoreCompany() {
  const queryClient = useQueryClient();
  return async (company: Company) => {
    queryClient.setQueryData(companyKeys.detail(company.id), company);
    await queryClient.invalidateQueries({ queryKey: companyKeys.requisites(company.id) });
    await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
  };
}

export function useCreateCompany() {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) =>
      http.post<CompanyAnswer>(base, body, { retry: false }).then((answer) => answer.data),
    onSuccess: store,
  });
}

export function useFillCompany(companyId: number) {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (body: CompanyFillBody) =>
      http.post<SavedCompanyAnswer>(`${base}/fill/${companyId}`, body),
    onSuccess: ({ data }) => store(data),
  });
}

/** POST companies/{id}/edit: SPEC §8 positive notification with the server message. */
export function useEditCompany(companyId: number) {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (body: CompanyChangesBody) =>
      http.post<SavedCompanyAnswer>(`${base}/${companyId}/edit`, body),
    onSuccess: ({ data }) => store(data),
  });
}

/** «Скопировать реквизиты»: the server's text (GET companies/{id}/requisites) into the clipboard. */
export function useCopyRequisites(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { text } = await queryClient.fetchQuery(requisitesTextQuery(companyId));
      await navigator.clipboard.writeText(text);
      return text;
    },
  });
}

/** The server's requisites card on demand (its rows make the printable card). */
export function useRequisitesText(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => queryClient.fetchQuery(requisitesTextQuery(companyId)) });
}
