import { ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus } from '@kabinet/domain/orders';
import { hasManagerRights } from '@kabinet/domain/shared';
import { Select } from '@mantine/core';
import { useSearchParams } from 'react-router';

import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { OrderDrawer, OrdersTable } from '../components/orders-table.tsx';
import { useStaffOrders } from '../orders-api.ts';
import { useOrderEvents } from '../realtime.ts';

const STATUS_FILTER = [
  { value: '', label: 'Все статусы' },
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_NAMES[value] })),
];

/**
 * /orders: the staff's orders of one-time services — a manager's companies, every
 * company for admin and crm — by status; an order opens with its history and the status move.
 */
export function StaffOrdersPage() {
  const user = useSignedInUser();
  useOrderEvents(user.id);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (ORDER_STATUSES as readonly string[]).includes(raw)
    ? (raw as OrderStatus)
    : undefined;
  const staff = hasManagerRights(user.role.role_slug);
  const orders = useStaffOrders(status, staff);
  const orderId = Number(params.get('order')) || null;
  const open = orderId ? orders.data?.find((order) => order.id === orderId) : undefined;

  if (!staff) {
    return (
      <NoAccess title="Недостаточно прав" description="«Заказы» доступны только сотрудникам." />
    );
  }
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return (
    <>
      <PageHeader
        title="Заказы"
        description="Заказы разовых услуг ваших клиентов: переводите их по статусам, клиент видит каждое изменение."
      />
      <Select
        mb="lg"
        maw={280}
        label="Статус"
        data={STATUS_FILTER}
        value={status ?? ''}
        allowDeselect={false}
        onChange={(value) => update({ status: value || null })}
      />
      <QueryContent query={orders} shape="table">
        {(data) => (
          <OrdersTable
            label="Заказы клиентов"
            orders={data}
            showCompany
            onOpen={(order) => update({ order: String(order.id) })}
          />
        )}
      </QueryContent>
      <OrderDrawer
        side="staff"
        open={open ? { companyId: open.company_id, orderId: open.id } : null}
        onClose={() => update({ order: null })}
      />
    </>
  );
}
