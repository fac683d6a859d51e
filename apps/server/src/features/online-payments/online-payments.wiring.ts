import type { Config } from '../../config.ts';
import { createYooKassaClient } from '../../platform/yookassa/yookassa.client.ts';

import type { RecordAudit } from '../audit/audit.service.ts';

import { createAutopay } from './online-payments-autopay.service.ts';
import type { AutopayNotice } from './online-payments-autopay.notices.ts';
import { createOnlineRefunds } from './online-payments-refunds.service.ts';
import { createOnlinePaymentsWebhook } from './online-payments-webhook.service.ts';
import { createOnlinePaymentsService, type OnlinePaymentsDeps } from './online-payments.service.ts';

/** Online payment through ЮKassa when the config has its credentials, else off. */
export function createOnlinePaymentServices(
  deps: Omit<OnlinePaymentsDeps, 'yookassa'> & {
    yookassa: Config['yookassa'];
    audit: RecordAudit;
    notifyAutopay?: (notice: AutopayNotice) => Promise<void>;
  },
) {
  const yookassa = deps.yookassa ? createYooKassaClient(deps.yookassa) : null;
  const onlinePayments = createOnlinePaymentsService({ ...deps, yookassa });
  const onlineRefunds = createOnlineRefunds({
    ...deps,
    yookassa,
    refundReceiptFor: onlinePayments.profiles.refundReceiptFor,
  });
  // The month pays itself from the saved card, settling through the same settlement.
  const onlineAutopay = createAutopay({
    ...{ db: deps.db, clock: deps.clock, yookassa },
    receiptFor: onlinePayments.profiles.receiptFor,
    settleFromProvider: onlinePayments.settlement.settleFromProvider,
    ...(deps.notifyAutopay ? { notify: deps.notifyAutopay } : {}),
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  return {
    onlinePayments,
    onlineAutopay,
    onlineRefunds,
    onlinePaymentsWebhook: createOnlinePaymentsWebhook({
      payments: onlinePayments,
      refunds: onlineRefunds,
    }),
  };
}
