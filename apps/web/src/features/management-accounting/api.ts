import type { DateRange } from '@kabinet/domain/analytics';
import type {
  Adjustment,
  AdjustmentBody,
  Dashboard,
  ManagementFile,
  ManagementFilePreview,
  UpdateManagementFileBody,
} from '@kabinet/domain/management-accounting';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchAuthorizedBlob } from '../../shared/http/download.ts';
import { type DataEnvelope, http } from '../../shared/http/http.ts';

import { managementKeys } from './keys.ts';

export { managementKeys };

const filesBase = (companyId: number) =>
  `/api/v1/companies/${companyId}/accounting-management/files`;
const adjustmentsBase = (companyId: number) =>
  `/api/v1/companies/${companyId}/accounting-management/adjustments`;

/** GET companies/current/accounting-management/dashboard?DateStart=&DateEnd= (the spec's names). */
export const dashboardQuery = (range: DateRange) =>
  queryOptions({
    queryKey: managementKeys.dashboard('current', range),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Dashboard>>('/api/v1/companies/current/accounting-management/dashboard', {
          signal,
          query: { DateStart: range.from, DateEnd: range.to },
        })
        .then((body) => body.data),
    placeholderData: (previous) => previous,
  });

export const useDashboard = (range: DateRange) => useQuery(dashboardQuery(range));

/** GET companies/{id}/accounting-management/dashboard: the same graphs, for the company's staff. */
export const companyDashboardQuery = (companyId: number, range: DateRange) =>
  queryOptions({
    queryKey: managementKeys.dashboard(companyId, range),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Dashboard>>(
          `/api/v1/companies/${companyId}/accounting-management/dashboard`,
          {
            signal,
            query: { DateStart: range.from, DateEnd: range.to },
          },
        )
        .then((body) => body.data),
    placeholderData: (previous) => previous,
  });

export const useCompanyDashboard = (companyId: number, range: DateRange) =>
  useQuery(companyDashboardQuery(companyId, range));

/** GET …/files: the company's management reports, newest period first. */
export const filesQuery = (companyId: number) =>
  queryOptions({
    queryKey: managementKeys.files(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<ManagementFile[]>>(filesBase(companyId), { signal })
        .then((body) => body.data),
  });

export const useManagementFiles = (companyId: number) => useQuery(filesQuery(companyId));

/** The report's bytes (PDF preview, download): the bearer header needs a fetch. */
export const fetchFileBlob = (file: Pick<ManagementFile, 'id' | 'company_id'>) =>
  fetchAuthorizedBlob(`${filesBase(file.company_id)}/${file.id}/download`);

/** GET …/files/{fileId}/preview: an XLSX report's first sheets as text tables. */
export const filePreviewQuery = (file: Pick<ManagementFile, 'id' | 'company_id' | 'updated_at'>) =>
  queryOptions({
    queryKey: [...managementKeys.files(file.company_id), 'preview', file.id, file.updated_at],
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<ManagementFilePreview>>(
          `${filesBase(file.company_id)}/${file.id}/preview`,
          {
            signal,
          },
        )
        .then((body) => body.data),
    staleTime: Infinity,
  });

function useManagementMutation<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

/** What staff send with a report (multipart beside the file). */
export type ManagementUpload = {
  file: File;
  kind: string;
  period_type: string;
  period: string;
  title: string;
  comment: string;
  /** Upload progress, 0…1 (a report may be 20 MB). */
  onProgress: (share: number) => void;
};

/** POST …/files (staff): multipart with the report and its kind and period. */
export const useUploadManagementFile = (companyId: number) =>
  useManagementMutation((input: ManagementUpload) => {
    const form = new FormData();
    for (const key of ['kind', 'period_type', 'period', 'title', 'comment'] as const) {
      if (input[key]) form.append(key, input[key]);
    }
    form.append('file', input.file);
    return http.post<DataEnvelope<ManagementFile>>(filesBase(companyId), form, {
      retry: false,
      onUploadProgress: input.onProgress,
      timeoutMs: 120_000,
    });
  });

export const useUpdateManagementFile = (companyId: number) =>
  useManagementMutation(({ id, body }: { id: number; body: UpdateManagementFileBody }) =>
    http.put<DataEnvelope<ManagementFile>>(`${filesBase(companyId)}/${id}`, body),
  );

export const useDeleteManagementFile = (companyId: number) =>
  useManagementMutation((id: number) => http.delete<unknown>(`${filesBase(companyId)}/${id}`));

/** GET …/adjustments (staff): the last 24 months' figures. */
export const useAdjustments = (companyId: number) =>
  useQuery({
    queryKey: managementKeys.adjustments(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Adjustment[]>>(adjustmentsBase(companyId), { signal })
        .then((body) => body.data),
  });

export const useSaveAdjustment = (companyId: number) =>
  useManagementMutation(({ id, body }: { id: number | null; body: AdjustmentBody }) =>
    id === null
      ? http.post<DataEnvelope<Adjustment>>(adjustmentsBase(companyId), body)
      : http.put<DataEnvelope<Adjustment>>(`${adjustmentsBase(companyId)}/${id}`, body),
  );

export const useDeleteAdjustment = (companyId: number) =>
  useManagementMutation((id: number) =>
    http.delete<unknown>(`${adjustmentsBase(companyId)}/${id}`),
  );
