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

/**
 * A change of the profile: the server answers the whole profile, which replaces the cached one
 * (no refetch), so the receipt card, the saved card and the switch agree at once.
 */
function useProfileChange<Body>(
  companyId: number,
  send: (url: string, body: Body) => Promise<DataEnvelope<OnlinePaymentProfile>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(profileUrl(companyId), body).then((answer) => answer.data),
    onSuccess: (profile) => queryClient.setQueryData(profileKey(companyId), profile),
  });
}

/** PUT …/online-payments/receipt-email: where the company's 54-ФЗ receipts go from now on. */
export const useSaveReceiptEmail = (companyId: number) =>
  useProfileChange(companyId, (url, body: ReceiptEmailBody) =>
    http.put<DataEnvelope<OnlinePaymentProfile>>(`${url}/receipt-email`, body, { retry: false }),
  );

/** DELETE …/online-payments/saved-method: forgets the saved card; autopay goes off with it. */
export const useForgetSavedMethod = (companyId: number) =>
  useProfileChange(companyId, (url, _body: void) =>
    http.delete<DataEnvelope<OnlinePaymentProfile>>(`${url}/saved-method`, { retry: false }),
  );

/** PUT …/online-payments/autopay: the month's tariff paid from the saved card (409 without one). */
export const useSetAutopay = (companyId: number) =>
  useProfileChange(companyId, (url, body: AutopayBody) =>
    http.put<DataEnvelope<OnlinePaymentProfile>>(`${url}/autopay`, body, { retry: false }),
  );
