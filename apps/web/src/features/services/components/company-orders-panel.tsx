import { useState } from 'react';

import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useCompanyOrders } from '../orders-api.ts';
import { OrderDrawer, OrdersTable } from './orders-table.tsx';

/** The client card's «Заказы» tab — the company's orders, each with the status move. */
export function CompanyOrdersPanel({ companyId }: { companyId: number }) {
  const orders = useCompanyOrders(companyId);
  const [orderId, setOrderId] = useState<number | null>(null);
  return (
    <QueryContent query={orders} shape="table">
      {(data) => (
        <>
          <OrdersTable
            label="Заказы компании"
            orders={data}
            showCompany={false}
            onOpen={(order) => setOrderId(order.id)}
          />
          <OrderDrawer
            side="staff"
            open={orderId === null ? null : { companyId, orderId }}
            onClose={() => setOrderId(null)}
          />
        </>
      )}
    </QueryContent>
  );
}
