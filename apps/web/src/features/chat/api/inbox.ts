import type { InboxFilter, InboxItem } from '@kabinet/domain/chat';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';
import { chatKeys } from './keys.ts';

export type InboxParams = { filter: InboxFilter; query: string; companyId: number | null };

/** GET /api/v1/chat/inbox, the staff member's conversations across companies. */
export const inboxQuery = ({ filter, query, companyId }: InboxParams) =>
  queryOptions({
    queryKey: [...chatKeys.inbox(), filter, query, companyId] as const,
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ filter });
      if (query.trim()) search.set('query', query.trim());
      if (companyId) search.set('company_id', String(companyId));
      return http
        .get<DataEnvelope<InboxItem[]>>(`/api/v1/chat/inbox?${search.toString()}`, { signal })
        .then((body) => body.data);
    },
  });

/** The inbox; while a new filter loads, the previous rows stay on screen. */
export const useInbox = (params: InboxParams) =>
  useQuery({ ...inboxQuery(params), placeholderData: keepPreviousData });
