import type { OnlinePaymentReceipt } from '@kabinet/domain/online-payments';
import { useQuery } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';

/**
 * GET /api/v1/online-payments/{id}/receipt: the 54-ФЗ receipt of one online payment. Asked again
 * every 10 s while ЮKassa is still registering it, so the fiscal numbers appear by themselves.
 */
export function useOnlinePaymentReceipt(id: number | null) {
  return useQuery({
    queryKey: ['billing', 'online-payment-receipt', id ?? 0],
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OnlinePaymentReceipt>>(`/api/v1/online-payments/${id}/receipt`, {
          signal,
        })
        .then((body) => body.data),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.registration === 'pending' && query.state.dataUpdateCount < 30
        ? 10_000
        : false,
  });
}
