import type { OnlinePaymentProfile, ReceiptEmailBody } from '@kabinet/domain/online-payments';
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
