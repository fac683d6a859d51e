import type { SellerSettings } from '@kabinet/domain/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http } from '../../shared/http/http.ts';

type Data<T> = { data: T };

export const billingSettingsKeys = { all: ['admin', 'billing-settings'] as const };

/** GET /api/v1/admin/billing-settings: the firm's seller requisites, null until first saved. */
export const billingSettingsQuery = () =>
  queryOptions({
    queryKey: billingSettingsKeys.all,
    queryFn: ({ signal }) =>
      http
        .get<Data<SellerSettings | null>>('/api/v1/admin/billing-settings', { signal })
        .then((body) => body.data),
  });

export const useBillingSettings = (enabled: boolean) =>
  useQuery({ ...billingSettingsQuery(), enabled });

/** PUT /api/v1/admin/billing-settings: printed on every invoice issued afterwards. */
export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerSettings) =>
      http
        .put<Data<SellerSettings>>('/api/v1/admin/billing-settings', body, { retry: false })
        .then((answer) => answer.data),
    onSuccess: (settings) => queryClient.setQueryData(billingSettingsKeys.all, settings),
  });
}
