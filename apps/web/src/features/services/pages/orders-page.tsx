import { Button, Center, Group, Loader } from '@mantine/core';
import { IconBuilding, IconShoppingBag } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { OrderDrawer, OrdersTable } from '../components/orders-table.tsx';
import { useCompanyOrders } from '../orders-api.ts';
import { useOrderEvents } from '../realtime.ts';

/** The order `?order=` names, when it is a number. */
function openOrderId(params: URLSearchParams): number | null {
  const value = Number(params.get('order'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Issue 14 /service/orders «Мои заказы»: the active company's orders with their statuses; an order
 * opens with its history, files and invoice (`?order=` — the link of its notification). Live.
 */
export function OrdersPage() {
  const user = useSignedInUser();
  useOrderEvents(user.id);
  const companyId = user.active_company?.id ?? null;
  const orders = useCompanyOrders(companyId);
  const [params, setParams] = useSearchParams();
  const orderId = openOrderId(params);
  const header = (
    <PageHeader
      title="Мои заказы"
      description="Разовые услуги, заказанные компанией: статус, история, документы и счёт."
    />
  );
  if (companyId === null) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconBuilding size={32} />}
          title="Нет активной компании"
          description="Заказы оформляются на компанию: добавьте её или выберите в переключателе компаний."
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Group mb="lg">
        <Button
          component={Link}
          to="/service/one-time-services"
          variant="light"
          leftSection={<IconShoppingBag size={16} />}
        >
          Заказать услугу
        </Button>
      </Group>
      {orders.isPending ? (
        <Center py="xl">
          <Loader aria-label="Загрузка" />
        </Center>
      ) : orders.isError ? (
        <FormAlert message={describeError(orders.error)} />
      ) : (
        <OrdersTable
          label="Заказы компании"
          orders={orders.data}
          showCompany={false}
          onOpen={(order) => setParams({ order: String(order.id) })}
        />
      )}
      <OrderDrawer
        side="client"
        open={orderId === null ? null : { companyId, orderId }}
        onClose={() => setParams({})}
      />
    </>
  );
}
