import { formatInvoiceNumber, formatKopecks } from '@kabinet/domain/money';
import { invoiceSourceKey } from '@kabinet/domain/tasks';

import type { InvoiceTasks } from '../billing/billing.events.ts';

import type { TaskEventsService } from './tasks-events.service.ts';

/**
 * Billing's InvoiceTasks port over the tasks port — «Оплатите счёт № …» for the
 * company's users when an invoice is issued (due on the invoice's due date, leading to the payment
 * page), completed when it is paid in full or cancelled; announced after commit.
 */
export function createInvoiceTasks(events: TaskEventsService): InvoiceTasks {
  return {
    async issued(tx, invoice) {
      const number = formatInvoiceNumber(invoice.year, invoice.sequence);
      await events.open(tx, {
        companyId: invoice.companyId,
        kind: 'pay_invoice',
        sourceKey: invoiceSourceKey(invoice.id),
        title: `Оплатите счёт № ${number}`,
        description: `Сумма к оплате — ${formatKopecks(invoice.totalKopecks)}. Задача закроется сама, когда счёт будет оплачен.`,
        dueDate: invoice.dueDate,
        link: '/payment',
        audience: 'client',
        actorId: invoice.createdBy,
      });
    },
    async closed(tx, invoiceIds) {
      for (const id of invoiceIds) await events.complete(tx, invoiceSourceKey(id));
    },
    async announce(invoiceIds) {
      await events.announceSources(invoiceIds.map(invoiceSourceKey));
    },
  };
}
