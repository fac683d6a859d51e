import type { AutopayChargeStatus } from './online-payment-profile.schemas.ts';

/** A month's autopay charge as staff read it in the list of companies paying by autopay. */
export const AUTOPAY_CHARGE_STATUS_LABELS: Record<AutopayChargeStatus, string> = {
  pending: 'Списывается',
  succeeded: 'Списано',
  failed: 'Ошибка, будет повтор',
  stopped: 'Остановлен',
};

/** Mantine colours of those statuses: failures stand out, a paid month stays quiet. */
export const AUTOPAY_CHARGE_STATUS_COLORS: Record<AutopayChargeStatus, string> = {
  pending: 'blue',
  succeeded: 'green',
  failed: 'orange',
  stopped: 'red',
};
