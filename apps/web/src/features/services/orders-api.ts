import type {
  CreateOrderBody,
  MoveOrderBody,
  Order,
  OrderDetail,
  OrderFile,
  OrderStatus,
} from '@kabinet/domain/orders';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { billingKeys } from '../../shared/billing/keys.ts';
import { downloadWithToken } from '../../shared/http/download.ts';
import { apiUrl, type DataEnvelope, http } from '../../shared/http/http.ts';

/** React-query keys of the orders (docs/api/orders.md); `all` is asked again live. */
export const ordersKeys = {
  all: ['orders'] as const,
  company: (companyId: number) => ['orders', 'company', companyId] as const,
  detail: (companyId: number, orderId: number) =>
    ['orders', 'company', companyId, 'detail', orderId] as const,
  staff: (filter: { status?: OrderStatus | undefined }) => ['orders', 'staff', filter] as const,
};

const base = (companyId: number) => `/api/v1/companies/${companyId}/orders`;

/** GET /companies/{id}/orders: newest first. */
export const companyOrdersQuery = (companyId: number) =>
  queryOptions({
    queryKey: ordersKeys.company(companyId),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Order[]>>(base(companyId), { signal }).then((body) => body.data),
  });

export const useCompanyOrders = (companyId: number | null) =>
  useQuery({ ...companyOrdersQuery(companyId ?? 0), enabled: companyId !== null });

/** GET /companies/{id}/orders/{orderId}: history, files, invoice. */
export const useOrder = (companyId: number, orderId: number | null) =>
  useQuery({
    queryKey: ordersKeys.detail(companyId, orderId ?? 0),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<OrderDetail>>(`${base(companyId)}/${orderId}`, { signal })
        .then((body) => body.data),
    enabled: orderId !== null,
  });

/** GET /staff/orders: the staff's orders, by status. */
export const useStaffOrders = (status: OrderStatus | undefined, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ordersKeys.staff({ status }),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Order[]>>(`/api/v1/staff/orders${status ? `?status=${status}` : ''}`, {
          signal,
        })
        .then((body) => body.data),
  });

/**
 * A priced order issues its invoice in the same transaction and cancelling it cancels that
 * invoice: the company's balance and invoices (cached by /payment and the home page) are stale too.
 */
function refreshOrdersAndMoney(queryClient: QueryClient, companyId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    queryClient.invalidateQueries({ queryKey: billingKeys.company(companyId) }),
  ]);
}

/** POST /companies/{id}/orders, then each file to …/files; answers the order. */
export function usePlaceOrder(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, files }: { body: CreateOrderBody; files: File[] }) => {
      const order = await http
        .post<DataEnvelope<Order>>(base(companyId), body, { retry: false })
        .then((answer) => answer.data);
      const failed: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file);
        try {
          await http.post<DataEnvelope<OrderFile>>(`${base(companyId)}/${order.id}/files`, form, {
            retry: false,
          });
        } catch {
          failed.push(file.name);
        }
      }
      return { order, failed };
    },
    onSettled: () => refreshOrdersAndMoney(queryClient, companyId),
  });
}

/** POST …/orders/{orderId}/files: one more document for an open order. */
export function useAttachOrderFile(companyId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http
        .post<DataEnvelope<OrderFile>>(`${base(companyId)}/${orderId}/files`, form, {
          retry: false,
        })
        .then((body) => body.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

/** POST …/orders/{orderId}/cancel (the client, while «Новый»). */
export function useCancelOrder(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      http
        .post<DataEnvelope<OrderDetail>>(
          `${base(companyId)}/${orderId}/cancel`,
          {},
          { retry: false },
        )
        .then((body) => body.data),
    onSettled: () => refreshOrdersAndMoney(queryClient, companyId),
  });
}

/** POST /staff/orders/{orderId}/status: staff move the order on. */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: MoveOrderBody }) =>
      http
        .post<DataEnvelope<OrderDetail>>(`/api/v1/staff/orders/${orderId}/status`, body, {
          retry: false,
        })
        .then((answer) => answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

/** Saves an order's file under its name (the download needs the bearer header). */
export const downloadOrderFile = (file: OrderFile) =>
  downloadWithToken(apiUrl(file.download_url), file.name);
