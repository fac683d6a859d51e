import type { Invoice } from '@kabinet/domain/billing';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { useStartOnlinePayment } from '../api.ts';
import { browser } from '../browser.ts';
import { formatKopecks } from '../model.ts';

/**
 * «Оплатить онлайн»: creates the online payment of the invoice on the server and sends the
 * browser to the payment provider's confirmation page (it returns to payment/success).
 */
export function PayOnlineButton({ invoice, ...props }: { invoice: Invoice } & ButtonProps) {
  const start = useStartOnlinePayment(invoice.company_id);
  return (
    <Button
      leftSection={<IconCreditCard size={16} />}
      loading={start.isPending || start.isSuccess}
      aria-label={`Оплатить онлайн счёт № ${invoice.number} (${formatKopecks(invoice.due_kopecks)})`}
      onClick={() =>
        start.mutate(invoice.id, {
          onSuccess: (payment) => {
            if (payment.confirmation_url) browser.go(payment.confirmation_url);
          },
          onError: showErrorToast,
        })
      }
      {...props}
    >
      Оплатить онлайн
    </Button>
  );
}
