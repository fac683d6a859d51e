import type { SellerSettings } from '@kabinet/domain/billing';
import type { AutopayCompany, OnlinePaymentSettings } from '@kabinet/domain/online-payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type DataEnvelope, http } from '../../shared/http/http.ts';

export const billingSettingsKeys = { all: ['admin', 'billing-settings'] as const };

/** GET /api/v1/admin/billing-settings: the firm's seller requisites, null until first saved. */
export const billingSettingsQuery = () =>
  queryOptions({
    queryKey: billingSettingsKeys.all,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<SellerSettings | null>>('/api/v1/admin/billing-settings', { signal })
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
        .put<DataEnvelope<SellerSettings>>('/api/v1/admin/billing-settings', body, { retry: false })
        .then((answer) => answer.data),
    onSuccess: (settings) => queryClient.setQueryData(billingSettingsKeys.all, settings),
  });
}

const receiptSettingsKey = ['admin', 'online-payment-settings'] as const;

/** GET /api/v1/admin/online-payments/settings: 54-ФЗ receipts on or off, the tax system. */
export const useReceiptSettings = (enabled: boolean) =>
  useQuery({
    queryKey: receiptSettingsKey,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OnlinePaymentSettings>>('/api/v1/admin/online-payments/settings', {
          signal,
        })
        .then((body) => body.data),
    enabled,
  });

/** PUT /api/v1/admin/online-payments/settings: applies to every online payment from now on. */
export function useSaveReceiptSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlinePaymentSettings) =>
      http
        .put<DataEnvelope<OnlinePaymentSettings>>('/api/v1/admin/online-payments/settings', body, {
          retry: false,
        })
        .then((answer) => answer.data),
    onSuccess: (settings) => queryClient.setQueryData(receiptSettingsKey, settings),
  });
}

/** GET /api/v1/admin/online-payments/autopay: companies with a saved card or autopay, failures first. */
export const useAutopayCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'autopay-companies'] as const,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<AutopayCompany[]>>('/api/v1/admin/online-payments/autopay', { signal })
        .then((body) => body.data),
    enabled,
  });
