import type {
  Lead,
  LeadBody,
  PaymentMethodType,
  LeadStatus,
  LeadUpdateBody,
  Payout,
  PayoutMoveBody,
  PayoutRequestBody,
  PayoutStatus,
  Referral,
  ReferralClient,
  ReferralRules,
  UpdateReferralBody,
} from '@kabinet/domain/referral';
import type { PaginatedEnvelope } from '@kabinet/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { reachGoal } from '../../shared/analytics/analytics.ts';
import { fetchAuthorizedBlob } from '../../shared/http/download.ts';
import { type DataEnvelope, http } from '../../shared/http/http.ts';

import { referralKeys } from './keys.ts';

const CURRENT = '/api/v1/companies/current/referrals';

/** GET /referrals/connect: what the programme gives, the rules' text and the payout methods. */
export interface ReferralConnectInfo {
  rules: ReferralRules;
  rules_text: string[];
  payment_methods: { type: PaymentMethodType; name: string }[];
}

/** GET …/current/referrals: the company's referral (status, totals, code, link, method). */
export const useReferral = () =>
  useQuery({
    queryKey: referralKeys.current(),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Referral>>(CURRENT, { signal }).then((b) => b.data),
  });

export const useReferralConnect = () =>
  useQuery({
    queryKey: referralKeys.connect(),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<ReferralConnectInfo>>(`${CURRENT}/connect`, { signal })
        .then((b) => b.data),
  });

/** GET …/qr.svg with the bearer token → a blob: URL for an <img> (revoked by the caller). */
export const useReferralQr = (enabled: boolean) =>
  useQuery({
    queryKey: referralKeys.qr(),
    enabled,
    staleTime: Infinity,
    queryFn: () => fetchAuthorizedBlob(`${CURRENT}/qr.svg`),
  });

function useReferralMutation<TArgs, TResult>(
  call: (args: TArgs) => Promise<TResult>,
  onSuccess?: (result: TResult) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    ...(onSuccess ? { onSuccess } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}

/**
 * PUT …/referrals: connect (status ACTIVE, rules accepted, the payout method); a connection the
 * server accepted is the counter's `referral_connect` goal.
 */
export const useConnectReferral = () =>
  useReferralMutation(
    (body: UpdateReferralBody) =>
      http.put<DataEnvelope<Referral>>(CURRENT, body, { retry: false }).then((b) => b.data),
    (referral) => {
      if (referral.status === 'ACTIVE') reachGoal('referral_connect');
    },
  );

/** PATCH …/referrals with only the settings: another payout method. */
export const useChangePaymentMethod = () =>
  useReferralMutation((body: UpdateReferralBody) =>
    http.patch<DataEnvelope<Referral>>(CURRENT, body, { retry: false }).then((b) => b.data),
  );

/** GET /api/referral-leads?status=&page= (paginated). */
export const useLeads = (status: LeadStatus | null, page: number) =>
  useQuery({
    queryKey: referralKeys.leads(status, page),
    queryFn: ({ signal }) =>
      http.get<PaginatedEnvelope<Lead>>('/api/referral-leads', {
        signal,
        query: { ...(status ? { status } : {}), page },
      }),
  });

export const useCreateLead = () =>
  useReferralMutation((body: LeadBody) =>
    http
      .post<DataEnvelope<Lead>>('/api/referral-leads', body, { retry: false })
      .then((b) => b.data),
  );

export const useDeleteLead = () =>
  useReferralMutation((id: number) => http.delete<void>(`/api/referral-leads/${id}`));

/** GET /api/referral-clients. */
export const useReferralClients = () =>
  useQuery({
    queryKey: referralKeys.clients(),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<ReferralClient[]>>('/api/referral-clients', { signal })
        .then((b) => b.data),
  });

/** GET …/referrals/payouts. */
export const usePayouts = () =>
  useQuery({
    queryKey: referralKeys.payouts(),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Payout[]>>(`${CURRENT}/payouts`, { signal }).then((b) => b.data),
  });

/** POST …/referrals/payouts {amount_kopecks}. */
export const useRequestPayout = () =>
  useReferralMutation((body: PayoutRequestBody) =>
    http
      .post<DataEnvelope<Payout>>(`${CURRENT}/payouts`, body, { retry: false })
      .then((b) => b.data),
  );

/** Staff: GET /api/v1/staff/referral-payouts?status=. */
export const useStaffPayouts = (status: PayoutStatus | null) =>
  useQuery({
    queryKey: referralKeys.staffPayouts(status),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Payout[]>>('/api/v1/staff/referral-payouts', {
          signal,
          query: status ? { status } : {},
        })
        .then((b) => b.data),
  });

/** Staff: POST /api/v1/staff/referral-payouts/{id}/moves {status, comment}. */
export const useMovePayout = () =>
  useReferralMutation(({ id, body }: { id: number; body: PayoutMoveBody }) =>
    http
      .post<DataEnvelope<Payout>>(`/api/v1/staff/referral-payouts/${id}/moves`, body, {
        retry: false,
      })
      .then((b) => b.data),
  );

/** Staff: GET /api/v1/staff/referral-leads?status=&page=. */
export const useStaffLeads = (status: LeadStatus | null, page: number) =>
  useQuery({
    queryKey: referralKeys.staffLeads(status, page),
    queryFn: ({ signal }) =>
      http.get<PaginatedEnvelope<Lead>>('/api/v1/staff/referral-leads', {
        signal,
        query: { ...(status ? { status } : {}), page },
      }),
  });

/**
 * Staff: PATCH /api/referral-leads/{id} with the status alone — a partial update, so the
 * referrer's name, phone, company and comment stay as they are.
 */
export const useMoveLead = () =>
  useReferralMutation(({ id, status }: { id: number; status: LeadStatus }) => {
    const body: LeadUpdateBody = { status };
    return http
      .patch<DataEnvelope<Lead>>(`/api/referral-leads/${id}`, body, { retry: false })
      .then((b) => b.data);
  });

/** Admin: GET /api/v1/admin/referral-rules. */
export const useReferralRules = (enabled: boolean) =>
  useQuery({
    queryKey: referralKeys.rules(),
    enabled,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<ReferralRules>>('/api/v1/admin/referral-rules', { signal })
        .then((b) => b.data),
  });

/** Admin: PUT /api/v1/admin/referral-rules. */
export const useSaveReferralRules = () =>
  useReferralMutation((body: ReferralRules) =>
    http
      .put<DataEnvelope<ReferralRules>>('/api/v1/admin/referral-rules', body, { retry: false })
      .then((b) => b.data),
  );
