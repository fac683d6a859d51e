import { formatKopecks } from '@kabinet/domain/money';
import type { Invoice } from '@kabinet/domain/billing';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard, IconCreditCardPay } from '@tabler/icons-react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { useStartOnlinePayment } from '../api.ts';
import { browser } from '../browser.ts';

/**
 * «Оплатить онлайн»: creates the online payment of the invoice on the server and sends the
 * browser to the payment provider's confirmation page (it returns to payment/success).
 * With `saveMethod` it is «Оплатить и сохранить карту»: ЮKassa keeps the card for autopay.
 */
export function PayOnlineButton({
  invoice,
  saveMethod = false,
  ...props
}: { invoice: Invoice; saveMethod?: boolean } & ButtonProps) {
  const start = useStartOnlinePayment(invoice.company_id);
  const label = saveMethod ? 'Оплатить и сохранить карту' : 'Оплатить онлайн';
  const Icon = saveMethod ? IconCreditCardPay : IconCreditCard;
  const sum = formatKopecks(invoice.due_kopecks);
  return (
    <Button
      leftSection={<Icon size={16} />}
      loading={start.isPending || start.isSuccess}
      aria-label={
        saveMethod
          ? `Оплатить счёт № ${invoice.number} (${sum}) и сохранить карту`
          : `Оплатить онлайн счёт № ${invoice.number} (${sum})`
      }
      onClick={() =>
        start.mutate(
          { invoiceId: invoice.id, saveMethod },
          {
            onSuccess: (payment) => {
              if (payment.confirmation_url) browser.go(payment.confirmation_url);
            },
            onError: showErrorToast,
          },
        )
      }
      {...props}
    >
      {label}
    </Button>
  );
}
