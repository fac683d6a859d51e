import type { Config } from '../../config.ts';
import { createYooKassaClient } from '../../platform/yookassa/yookassa.client.ts';

import { createOnlinePaymentsWebhook } from './online-payments-webhook.service.ts';
import { createOnlinePaymentsService, type OnlinePaymentsDeps } from './online-payments.service.ts';

/** Issue 13: online payment through ЮKassa when the config has its credentials, else off. */
export function createOnlinePaymentServices(
  deps: Omit<OnlinePaymentsDeps, 'yookassa'> & { yookassa: Config['yookassa'] },
) {
  const onlinePayments = createOnlinePaymentsService({
    ...deps,
    yookassa: deps.yookassa ? createYooKassaClient(deps.yookassa) : null,
  });
  return {
    onlinePayments,
    onlinePaymentsWebhook: createOnlinePaymentsWebhook({ payments: onlinePayments }),
  };
}
