import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useCompanyOrders } from '../orders-api.ts';
import { OrderDrawer, OrdersTable } from './orders-table.tsx';

/**
 * A company's orders and the drawer of the open one, for the client («Мои заказы», the open
 * order in the URL) and the staff (the client card); the drawer stays outside the list, so an
 * order opened by its link shows while the list still loads.
 */
export function CompanyOrdersList({
  companyId,
  side,
  orderId,
  onOpenChange,
}: {
  companyId: number;
  side: 'client' | 'staff';
  orderId: number | null;
  onOpenChange: (orderId: number | null) => void;
}) {
  const orders = useCompanyOrders(companyId);
  return (
    <>
      <QueryContent query={orders} shape="table">
        {(data) => (
          <OrdersTable
            label="Заказы компании"
            orders={data}
            showCompany={false}
            onOpen={(order) => onOpenChange(order.id)}
          />
        )}
      </QueryContent>
      <OrderDrawer
        side={side}
        open={orderId === null ? null : { companyId, orderId }}
        onClose={() => onOpenChange(null)}
      />
    </>
  );
}
