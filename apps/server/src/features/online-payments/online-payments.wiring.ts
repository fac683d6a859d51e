import type { Config } from '../../config.ts';
import { createYooKassaClient } from '../../platform/yookassa/yookassa.client.ts';

import type { RecordAudit } from '../audit/audit.service.ts';

import { createOnlineRefunds } from './online-payments-refunds.service.ts';
import { createOnlinePaymentsWebhook } from './online-payments-webhook.service.ts';
import { createOnlinePaymentsService, type OnlinePaymentsDeps } from './online-payments.service.ts';

/** Online payment through ЮKassa when the config has its credentials, else off. */
export function createOnlinePaymentServices(
  deps: Omit<OnlinePaymentsDeps, 'yookassa'> & { yookassa: Config['yookassa']; audit: RecordAudit },
) {
  const yookassa = deps.yookassa ? createYooKassaClient(deps.yookassa) : null;
  const onlinePayments = createOnlinePaymentsService({ ...deps, yookassa });
  const onlineRefunds = createOnlineRefunds({
    ...deps,
    yookassa,
    refundReceiptFor: onlinePayments.profiles.refundReceiptFor,
  });
  return {
    onlinePayments,
    onlineRefunds,
    onlinePaymentsWebhook: createOnlinePaymentsWebhook({
      payments: onlinePayments,
      refunds: onlineRefunds,
    }),
  };
}
