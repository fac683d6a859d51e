import type {
  CalendarFeed,
  CreateReportBody,
  MoveReportBody,
  Report,
  ReportFileSlot,
  SignReportBody,
  StaffReportsQuery,
  TaxCalendar,
} from '@kabinet/domain/reports';
import type { SignCodeAnswer } from '@kabinet/domain/acts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type DataEnvelope, http } from '../../shared/http/http.ts';

import { reportsKeys } from './keys.ts';

const companyBase = (companyId: number) => `/api/v1/companies/${companyId}`;
const staffBase = (companyId: number) => `/api/v1/staff/companies/${companyId}/reports`;

/** GET /companies/{id}/reports: the company's reports with their history. */
export const useReports = (companyId: number) =>
  useQuery({
    queryKey: reportsKeys.list(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Report[]>>(`${companyBase(companyId)}/reports`, { signal })
        .then((b) => b.data),
  });

/** GET /staff/reports: across the staff's companies, by status and deadline. */
export const useStaffReports = (query: StaffReportsQuery) =>
  useQuery({
    queryKey: reportsKeys.staff(query),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Report[]>>('/api/v1/staff/reports', {
          signal,
          query: {
            status: query.status,
            deadline_from: query.deadline_from,
            deadline_to: query.deadline_to,
          },
        })
        .then((b) => b.data),
  });

/** GET /companies/{id}/tax-calendar?year=. */
export const useTaxCalendar = (companyId: number, year: number) =>
  useQuery({
    queryKey: reportsKeys.calendar(companyId, year),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<TaxCalendar>>(`${companyBase(companyId)}/tax-calendar`, {
          signal,
          query: { year },
        })
        .then((b) => b.data),
  });

/** GET /companies/{id}/tax-calendar/feed: whether the user has an .ics subscription. */
export const useCalendarFeed = (companyId: number) =>
  useQuery({
    queryKey: reportsKeys.feed(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CalendarFeed>>(`${companyBase(companyId)}/tax-calendar/feed`, { signal })
        .then((b) => b.data),
  });

function useReportsMutation<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}

/** POST …/tax-calendar/feed: a new secret URL (shown once; the old one stops working). */
export const useRenewFeed = (companyId: number) =>
  useMutation({
    mutationFn: () =>
      http
        .post<DataEnvelope<CalendarFeed>>(`${companyBase(companyId)}/tax-calendar/feed`)
        .then((b) => b.data),
  });

/** DELETE …/tax-calendar/feed: the subscription stops. */
export const useDeleteFeed = (companyId: number) =>
  useReportsMutation(() => http.delete<void>(`${companyBase(companyId)}/tax-calendar/feed`));

/** POST …/reports/{id}/sign/code: the one-time code by e-mail. */
export const useSendReportSignCode = (companyId: number, reportId: number) =>
  useReportsMutation(() =>
    http
      .post<DataEnvelope<SignCodeAnswer>>(`${companyBase(companyId)}/reports/${reportId}/sign/code`)
      .then((b) => b.data),
  );

/** POST …/reports/{id}/sign {code}. */
export const useSignReport = (companyId: number, reportId: number) =>
  useReportsMutation((body: SignReportBody) =>
    http
      .post<DataEnvelope<Report>>(`${companyBase(companyId)}/reports/${reportId}/sign`, body)
      .then((b) => b.data),
  );

/** POST /staff/companies/{id}/reports. */
export const useCreateReport = (companyId: number) =>
  useReportsMutation((body: Partial<CreateReportBody>) =>
    http.post<DataEnvelope<Report>>(staffBase(companyId), body).then((b) => b.data),
  );

/** POST /staff/companies/{id}/reports/{reportId}/status. */
export const useMoveReport = (companyId: number, reportId: number) =>
  useReportsMutation((body: MoveReportBody) =>
    http
      .post<DataEnvelope<Report>>(`${staffBase(companyId)}/${reportId}/status`, body)
      .then((b) => b.data),
  );

/** POST /staff/companies/{id}/reports/{reportId}/files/{report|receipt}. */
export const useUploadReportFile = (companyId: number, reportId: number) =>
  useReportsMutation(({ slot, file }: { slot: ReportFileSlot; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return http
      .post<DataEnvelope<Report>>(`${staffBase(companyId)}/${reportId}/files/${slot}`, form, {
        retry: false,
      })
      .then((b) => b.data);
  });
