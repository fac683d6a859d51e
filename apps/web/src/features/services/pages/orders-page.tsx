import { Button, Group } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';

import { useOpenId } from '../../../shared/lib/use-search-param.ts';
import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { OrderDrawer, OrdersTable } from '../components/orders-table.tsx';
import { useCompanyOrders } from '../orders-api.ts';
import { useOrderEvents } from '../realtime.ts';

/**
 * /service/orders «Мои заказы»: the active company's orders with their statuses; an order
 * opens with its history, files and invoice (`?order=` — the link of its notification). Live.
 */
export function OrdersPage() {
  const user = useSignedInUser();
  useOrderEvents(user.id);
  return (
    <ActiveCompanyPage
      header={
        <PageHeader
          title="Мои заказы"
          description="Разовые услуги, заказанные компанией: статус, история, документы и счёт."
        />
      }
      whyCompany="Заказы оформляются на компанию"
    >
      {(companyId) => <CompanyOrders companyId={companyId} />}
    </ActiveCompanyPage>
  );
}

function CompanyOrders({ companyId }: { companyId: number }) {
  const orders = useCompanyOrders(companyId);
  const [orderId, setOrderId] = useOpenId('order');
  return (
    <>
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
      <QueryContent query={orders} shape="table">
        {(data) => (
          <OrdersTable
            label="Заказы компании"
            orders={data}
            showCompany={false}
            onOpen={(order) => setOrderId(order.id)}
          />
        )}
      </QueryContent>
      <OrderDrawer
        side="client"
        open={orderId === null ? null : { companyId, orderId }}
        onClose={() => setOrderId(null)}
      />
    </>
  );
}
