import type { StaffAct } from '@kabinet/domain/acts';
import type { StaffInvoice } from '@kabinet/domain/billing';
import type { InboxItem } from '@kabinet/domain/chat';
import type { Company } from '@kabinet/domain/companies';
import type { Order } from '@kabinet/domain/orders';
import type { PaginatedEnvelope } from '@kabinet/domain/shared';
import type { Task } from '@kabinet/domain/tasks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';

export type ClientsFilters = { search: string; page: number };

/** GET /api/v1/staff/clients, the companies the staff member serves. */
export function useClients({ search, page }: ClientsFilters) {
  return useQuery({
    queryKey: ['staff', 'clients', search, page] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (search.trim()) query.set('search', search.trim());
      return http.get<PaginatedEnvelope<Company>>(`/api/v1/staff/clients?${query.toString()}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** The conversations waiting for the staff member's answer (the inbox's «Без ответа»). */
export function useWaitingConversations() {
  return useQuery({
    queryKey: ['chat', 'inbox', 'unanswered', 'home'] as const,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<InboxItem[]>>('/api/v1/chat/inbox?filter=unanswered', { signal })
        .then((body) => body.data),
    refetchInterval: 60_000,
  });
}

/**
 * «Сменить менеджера» on the client card: PUT /admin/companies/{id}/manager replaces the
 * company's managers with this one in one transaction; the answer is the company.
 */
export function useReplaceManager(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      http
        .put<DataEnvelope<Company>>(
          `/api/v1/admin/companies/${companyId}/manager`,
          { user_id: userId },
          { retry: false },
        )
        .then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'clients'] }),
  });
}

/**
 * GET /api/v1/staff/invoices, the open invoices of the staff member's clients
 * (overdue first, then by due date), for «Счета к оплате» on their home.
 */
export function useOpenInvoices() {
  return useQuery({
    queryKey: ['staff', 'invoices', 'open'] as const,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<StaffInvoice[]>>('/api/v1/staff/invoices?status=open', { signal })
        .then((body) => body.data),
    refetchInterval: 60_000,
  });
}

/** The staff home asks these again every minute, like «Ждут ответа». */
function homeList<T>(key: string, url: string) {
  return {
    queryKey: ['staff', 'home', key] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      http.get<DataEnvelope<T[]>>(url, { signal }).then((body) => body.data),
    refetchInterval: 60_000,
  };
}

/**
 * The open tasks on the staff member (GET /staff/tasks?status=open&mine=1), by due
 * date — the home keeps the overdue and due soon ones.
 */
export const useHomeTasks = () =>
  useQuery(homeList<Task>('tasks', '/api/v1/staff/tasks?status=open&mine=1&per_page=20'));

/** The clients' disputed acts (GET /staff/acts?status=disputed). */
export const useDisputedActs = () =>
  useQuery(homeList<StaffAct>('acts', '/api/v1/staff/acts?status=disputed'));

/** The clients' new orders (GET /staff/orders?status=new). */
export const useNewOrders = () =>
  useQuery(homeList<Order>('orders', '/api/v1/staff/orders?status=new'));
