import {
  formatOrderNumber,
  ORDER_STATUS_NAMES,
  type Order,
  type OrderFile,
  type OrderHistoryEntry,
} from '@kabinet/domain/orders';

import type { OrderFileRow, OrderRow } from '../../db/schema/orders.ts';

import type { OrderListRow } from './orders.repository.ts';

/** An order row → docs/api/orders.md «Order». */
export function serializeOrder(row: OrderListRow): Order {
  return {
    id: row.id,
    number: formatOrderNumber(row.id),
    company_id: row.companyId,
    company_name: row.companyName,
    service_id: row.serviceId,
    service_name: row.serviceName,
    service_price_kopecks: row.servicePriceKopecks,
    price_from: row.priceFrom,
    options: row.options,
    quantity: row.quantity,
    quantity_label: row.quantityLabel,
    comment: row.comment,
    total_kopecks: row.totalKopecks,
    status: row.status,
    status_name: ORDER_STATUS_NAMES[row.status],
    invoice_id: row.invoiceId,
    created_by_name: row.createdByName ?? '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function serializeHistoryEntry(row: {
  id: number;
  fromStatus: OrderRow['status'] | null;
  toStatus: OrderRow['status'];
  comment: string;
  actorName: string | null;
  createdAt: Date;
}): OrderHistoryEntry {
  return {
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    to_status_name: ORDER_STATUS_NAMES[row.toStatus],
    comment: row.comment,
    actor_name: row.actorName ?? '',
    created_at: row.createdAt.toISOString(),
  };
}

export function serializeOrderFile(
  companyId: number,
  row: { file: OrderFileRow; uploaderName: string | null },
): OrderFile {
  const { file } = row;
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    mime_type: file.mimeType,
    uploaded_by_name: row.uploaderName ?? '',
    created_at: file.createdAt.toISOString(),
    download_url: `/api/v1/companies/${companyId}/orders/${file.orderId}/files/${file.id}/download`,
  };
}
