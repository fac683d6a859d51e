import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { billingKeys } from '../../shared/billing/keys.ts';

/**
 * CONVENTIONS §4.5: `OnlinePaymentUpdated` on `private-user.{id}` (docs/api/online-payments.md):
 * the payer's online payment became final, so payment/success shows it at once (its polling is
 * the fallback) and the company's balance and invoices are asked again.
 */
export function useBillingEvents(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId), {
    OnlinePaymentUpdated: (payment) => {
      queryClient.setQueryData(billingKeys.onlinePayment(payment.id), payment);
      void queryClient.invalidateQueries({ queryKey: billingKeys.company(payment.company_id) });
    },
  });
}
