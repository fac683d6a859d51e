import type {
  Act,
  CreateActBody,
  DisputeActBody,
  ReconciliationAnswer,
  ResolveDisputeBody,
  SignActBody,
  SignCodeAnswer,
  StaffAct,
  StaffActsQuery,
} from '@kabinet/domain/acts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiUrl, type DataEnvelope, http } from '../../shared/http/http.ts';
import { downloadWithToken } from '../../shared/http/download.ts';

import { actsKeys } from './keys.ts';

export { actsKeys };

const companyBase = (companyId: number) => `/api/v1/companies/${companyId}`;

/** GET /api/v1/companies/{id}/acts: the company's acts, newest period first. */
export const actsQuery = (companyId: number) =>
  queryOptions({
    queryKey: actsKeys.list(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Act[]>>(`${companyBase(companyId)}/acts`, { signal })
        .then((body) => body.data),
  });

export const useActs = (companyId: number | null) =>
  useQuery({ ...actsQuery(companyId ?? 0), enabled: companyId !== null });

/** GET /api/v1/staff/acts: acts of the companies the staff user serves, filtered. */
export const useStaffActs = (query: StaffActsQuery) =>
  useQuery({
    queryKey: actsKeys.staff(query),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<StaffAct[]>>('/api/v1/staff/acts', {
          signal,
          query: { status: query.status, period: query.period },
        })
        .then((body) => body.data),
  });

/** GET …/reconciliation: the акт сверки as JSON, when both dates are chosen. */
export const useReconciliation = (companyId: number, from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: actsKeys.reconciliation(companyId, from, to),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<ReconciliationAnswer>>(`${companyBase(companyId)}/reconciliation`, {
          signal,
          query: { from, to },
        })
        .then((body) => body.data),
    enabled,
  });

function useActsMutation<TArgs, TResult>(
  companyId: number,
  call: (args: TArgs) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: actsKeys.all }),
  });
}

/** POST …/acts/{actId}/sign/code: a one-time code to the user's phone (or e-mail). */
export const useSendSignCode = (companyId: number, actId: number) =>
  useActsMutation(companyId, () =>
    http
      .post<DataEnvelope<SignCodeAnswer>>(`${companyBase(companyId)}/acts/${actId}/sign/code`)
      .then((body) => body.data),
  );

/** POST …/acts/{actId}/sign {code}. */
export const useSignAct = (companyId: number, actId: number) =>
  useActsMutation(companyId, (body: SignActBody) =>
    http
      .post<DataEnvelope<Act>>(`${companyBase(companyId)}/acts/${actId}/sign`, body)
      .then((r) => r.data),
  );

/** POST …/acts/{actId}/dispute {reason}. */
export const useDisputeAct = (companyId: number, actId: number) =>
  useActsMutation(companyId, (body: DisputeActBody) =>
    http
      .post<DataEnvelope<Act>>(`${companyBase(companyId)}/acts/${actId}/dispute`, body)
      .then((r) => r.data),
  );

/** POST /staff/companies/{id}/acts {period}: «Сформировать акт за месяц». */
export const useCreateAct = (companyId: number) =>
  useActsMutation(companyId, (body: CreateActBody) =>
    http
      .post<DataEnvelope<Act>>(`/api/v1/staff/companies/${companyId}/acts`, body)
      .then((r) => r.data),
  );

/** POST /staff/companies/{id}/acts/{actId}/resolve {action, comment}. */
export const useResolveDispute = (companyId: number, actId: number) =>
  useActsMutation(companyId, (body: ResolveDisputeBody) =>
    http
      .post<DataEnvelope<Act>>(`/api/v1/staff/companies/${companyId}/acts/${actId}/resolve`, body)
      .then((r) => r.data),
  );

export const actPdfUrl = (act: Pick<Act, 'id' | 'company_id'>) =>
  apiUrl(`${companyBase(act.company_id)}/acts/${act.id}/pdf`);

export const reconciliationPdfUrl = (companyId: number, from: string, to: string) =>
  apiUrl(`${companyBase(companyId)}/reconciliation.pdf?from=${from}&to=${to}`);

/** A PDF needs the bearer header: fetched as a blob and saved (shared/http/download.ts). */
export const downloadPdf = downloadWithToken;
