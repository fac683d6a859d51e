import type {
  AutopayBody,
  OnlinePaymentProfile,
  ReceiptEmailBody,
} from '@kabinet/domain/online-payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';

const profileKey = (companyId: number) => ['billing', companyId, 'online-payment-profile'] as const;
const profileUrl = (companyId: number) => `/api/v1/companies/${companyId}/online-payments`;

/** GET …/online-payments/profile: the company's receipt e-mail, saved card and autopay. */
export const onlinePaymentProfileQuery = (companyId: number) =>
  queryOptions({
    queryKey: profileKey(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OnlinePaymentProfile>>(`${profileUrl(companyId)}/profile`, { signal })
        .then((body) => body.data),
  });

export const useOnlinePaymentProfile = (companyId: number) =>
  useQuery(onlinePaymentProfileQuery(companyId));

/** PUT …/online-payments/receipt-email: where the company's 54-ФЗ receipts go from now on. */
export function useSaveReceiptEmail(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptEmailBody) =>
      http
        .put<DataEnvelope<OnlinePaymentProfile>>(`${profileUrl(companyId)}/receipt-email`, body, {
          retry: false,
        })
        .then((answer) => answer.data),
    onSuccess: (profile) => queryClient.setQueryData(profileKey(companyId), profile),
  });
}

/** DELETE …/online-payments/saved-method: forgets the saved card; autopay goes off with it. */
export function useForgetSavedMethod(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http
        .delete<DataEnvelope<OnlinePaymentProfile>>(`${profileUrl(companyId)}/saved-method`, {
          retry: false,
        })
        .then((answer) => answer.data),
    onSuccess: (profile) => queryClient.setQueryData(profileKey(companyId), profile),
  });
}

/** PUT …/online-payments/autopay: the month's tariff paid from the saved card (409 without one). */
export function useSetAutopay(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutopayBody) =>
      http
        .put<DataEnvelope<OnlinePaymentProfile>>(`${profileUrl(companyId)}/autopay`, body, {
          retry: false,
        })
        .then((answer) => answer.data),
    onSuccess: (profile) => queryClient.setQueryData(profileKey(companyId), profile),
  });
}
