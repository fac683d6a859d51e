import { useState } from 'react';

import { CompanyOrdersList } from './company-orders-list.tsx';

/** The client card's «Заказы» tab — the company's orders, each with the status move. */
export function CompanyOrdersPanel({ companyId }: { companyId: number }) {
  const [orderId, setOrderId] = useState<number | null>(null);
  return (
    <CompanyOrdersList
      companyId={companyId}
      side="staff"
      orderId={orderId}
      onOpenChange={setOrderId}
    />
  );
}
