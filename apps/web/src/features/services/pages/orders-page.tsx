import { Button, Group } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';

import { useOpenId } from '../../../shared/lib/use-search-param.ts';
import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { CompanyOrdersList } from '../components/company-orders-list.tsx';
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
      <CompanyOrdersList
        companyId={companyId}
        side="client"
        orderId={orderId}
        onOpenChange={setOrderId}
      />
    </>
  );
}
