import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useCompanyOrders } from '../orders-api.ts';
import { OrderDrawer, OrdersTable } from './orders-table.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

/** The client card's «Заказы» tab — the company's orders, each with the status move. */
export function CompanyOrdersPanel({ companyId }: { companyId: number }) {
  const orders = useCompanyOrders(companyId);
  const [orderId, setOrderId] = useState<number | null>(null);
  if (orders.isPending) {
    return <ContentSkeleton shape="table" label="Загрузка" />;
  }
  if (orders.isError) return <FormAlert message={describeError(orders.error)} />;
  return (
    <>
      <OrdersTable
        label="Заказы компании"
        orders={orders.data}
        showCompany={false}
        onOpen={(order) => setOrderId(order.id)}
      />
      <OrderDrawer
        side="staff"
        open={orderId === null ? null : { companyId, orderId }}
        onClose={() => setOrderId(null)}
      />
    </>
  );
}
