import type { Order } from '@kabinet/domain/orders';
import { formatDate } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { Anchor, Drawer, Table, Text } from '@mantine/core';

import { OrderDetails, OrderStatusBadge } from './order-details.tsx';

/** Orders as a table; a number opens the order (`onOpen`). */
export function OrdersTable({
  orders,
  onOpen,
  showCompany,
  label,
}: {
  orders: readonly Order[];
  onOpen: (order: Order) => void;
  showCompany: boolean;
  label: string;
}) {
  if (orders.length === 0) return <Text c="dimmed">Заказов пока нет.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Заказ</Table.Th>
            {showCompany ? <Table.Th>Компания</Table.Th> : null}
            <Table.Th>Услуга</Table.Th>
            <Table.Th>Сумма</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th>Дата</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onOpen(order)}>
                  {order.number}
                </Anchor>
              </Table.Td>
              {showCompany ? <Table.Td>{order.company_name}</Table.Td> : null}
              <Table.Td>{order.service_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatKopecks(order.total_kopecks)}
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The open order in a side sheet (full screen on a phone). */
export function OrderDrawer({
  open,
  onClose,
  side,
}: {
  open: { companyId: number; orderId: number } | null;
  onClose: () => void;
  side: 'client' | 'staff';
}) {
  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title="Заказ"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      {open ? <OrderDetails companyId={open.companyId} orderId={open.orderId} side={side} /> : null}
    </Drawer>
  );
}
