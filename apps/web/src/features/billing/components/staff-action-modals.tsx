import { formatKopecks, kopecksToRoubles } from '@kabinet/domain/money';
import { localDate } from '@kabinet/domain/shared';
import type { Invoice } from '@kabinet/domain/billing';
import type { OnlinePayment } from '@kabinet/domain/online-payments';
import { Text } from '@mantine/core';

import {
  useCancelInvoice,
  useCorrection,
  useOnlineRefund,
  useRecordPayment,
  useRefund,
} from '../api.ts';
import { STAFF_ACTIONS } from '../staff-actions.ts';
import { MoneyActionModal } from './money-action-modal.tsx';

/** The staff action being confirmed, with its invoice when it has one. */
export type StaffAction =
  | { kind: 'payment'; invoice: Invoice }
  | { kind: 'cancel'; invoice: Invoice }
  | { kind: 'refund' }
  | { kind: 'online-refund'; payment: OnlinePayment }
  | { kind: 'correction' };

interface StaffActionModalsProps {
  companyId: number;
  balanceKopecks: number;
  action: StaffAction | null;
  onClose: () => void;
}

const intro = (text: string) => <Text size="sm">{text}</Text>;

/** The four confirmation modals of the staff's money actions. */
export function StaffActionModals(props: StaffActionModalsProps) {
  return (
    <>
      <InvoiceActionModals {...props} />
      <BalanceActionModals {...props} />
      <OnlineRefundModal {...props} />
    </>
  );
}

/** Record a payment against an invoice, or cancel it with a reason. */
function InvoiceActionModals({ companyId, action, onClose }: StaffActionModalsProps) {
  const recordPayment = useRecordPayment(companyId);
  const cancelInvoice = useCancelInvoice(companyId);
  const invoice = action && 'invoice' in action ? action.invoice : null;
  return (
    <>
      <MoneyActionModal
        opened={action?.kind === 'payment'}
        title="Принять оплату"
        intro={intro(
          invoice
            ? `Счёт № ${invoice.number}: осталось оплатить ${formatKopecks(invoice.due_kopecks)}. Оплата попадёт в баланс компании и в журнал действий.`
            : '',
        )}
        {...STAFF_ACTIONS.payment}
        initialValues={{
          amount_kopecks: invoice ? kopecksToRoubles(invoice.due_kopecks) : '',
          paid_on: localDate(new Date()),
          order_number: '',
        }}
        submitLabel="Провести оплату"
        successMessage="Оплата принята"
        onSubmit={(body) =>
          recordPayment.mutateAsync({
            invoiceId: invoice?.id ?? 0,
            body: STAFF_ACTIONS.payment.schema.parse(body),
          })
        }
        onClose={onClose}
      />
      <MoneyActionModal
        opened={action?.kind === 'cancel'}
        title="Отменить счёт"
        intro={intro(
          invoice
            ? `Счёт № ${invoice.number} на ${formatKopecks(invoice.total_kopecks)} будет отменён, клиент увидит причину.`
            : '',
        )}
        {...STAFF_ACTIONS.cancel}
        initialValues={{ reason: '' }}
        submitLabel="Отменить счёт"
        color="red"
        successMessage="Счёт отменён"
        onSubmit={(body) =>
          cancelInvoice.mutateAsync({
            invoiceId: invoice?.id ?? 0,
            body: STAFF_ACTIONS.cancel.schema.parse(body),
          })
        }
        onClose={onClose}
      />
    </>
  );
}

/** Refund money to the company, or (admin) correct its balance, each with a reason. */
function BalanceActionModals({
  companyId,
  balanceKopecks,
  action,
  onClose,
}: StaffActionModalsProps) {
  const refund = useRefund(companyId);
  const correction = useCorrection(companyId);
  return (
    <>
      <MoneyActionModal
        opened={action?.kind === 'refund'}
        title="Возврат денег"
        intro={intro(`Баланс компании: ${formatKopecks(balanceKopecks)}. Возврат уменьшит его.`)}
        {...STAFF_ACTIONS.refund}
        initialValues={{ amount_kopecks: '', reason: '' }}
        submitLabel="Оформить возврат"
        successMessage="Возврат оформлен"
        onSubmit={(body) => refund.mutateAsync(STAFF_ACTIONS.refund.schema.parse(body))}
        onClose={onClose}
      />
      <MoneyActionModal
        opened={action?.kind === 'correction'}
        title="Корректировка баланса"
        intro={intro(
          `Баланс компании: ${formatKopecks(balanceKopecks)}. Корректировка попадёт в журнал действий.`,
        )}
        {...STAFF_ACTIONS.correction}
        initialValues={{ amount_kopecks: '', reason: '' }}
        submitLabel="Провести корректировку"
        successMessage="Корректировка проведена"
        onSubmit={(body) => correction.mutateAsync(STAFF_ACTIONS.correction.schema.parse(body))}
        onClose={onClose}
      />
    </>
  );
}

/** Money of an online payment back to the payer's card or account, through ЮKassa. */
function OnlineRefundModal({ companyId, action, onClose }: StaffActionModalsProps) {
  const refund = useOnlineRefund(companyId);
  const payment = action?.kind === 'online-refund' ? action.payment : null;
  const left = payment ? payment.amount_kopecks - payment.refunded_kopecks : 0;
  return (
    <MoneyActionModal
      opened={payment !== null}
      title="Возврат онлайн-платежа"
      intro={intro(
        `Можно вернуть до ${formatKopecks(left)}. Деньги вернутся плательщику через ЮKassa, на ту карту или счёт, с которых он платил; баланс компании уменьшится.`,
      )}
      {...STAFF_ACTIONS.refund}
      initialValues={{ amount_kopecks: kopecksToRoubles(left), reason: '' }}
      submitLabel="Вернуть через ЮKassa"
      successMessage="Возврат оформлен"
      onSubmit={(body) =>
        refund.mutateAsync({
          paymentId: payment?.id ?? 0,
          body: STAFF_ACTIONS.refund.schema.parse(body),
        })
      }
      onClose={onClose}
    />
  );
}
