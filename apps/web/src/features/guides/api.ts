import type {
  Guide,
  GuideBody,
  GuideCategory,
  GuideImage,
  GuideSummary,
} from '@kabinet/domain/guides';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { type DataEnvelope, http } from '../../shared/http/http.ts';

type Filter = { query: string; category: string };

export const guidesKeys = {
  all: ['guides'] as const,
  categories: ['guides', 'categories'] as const,
  list: (filter: Filter) => ['guides', 'list', filter] as const,
  one: (key: string) => ['guides', 'one', key] as const,
  admin: ['guides', 'admin'] as const,
  adminList: (filter: Filter) => ['guides', 'admin', 'list', filter] as const,
  adminOne: (key: string) => ['guides', 'admin', 'one', key] as const,
};

const search = (filter: Filter) => {
  const params = new URLSearchParams();
  if (filter.query.trim()) params.set('query', filter.query.trim());
  if (filter.category) params.set('category', filter.category);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /api/v1/guide-categories (docs/api/guides.md). */
export const useGuideCategories = () =>
  useQuery(
    queryOptions<GuideCategory[]>({
      queryKey: guidesKeys.categories,
      queryFn: ({ signal }) =>
        http
          .get<DataEnvelope<GuideCategory[]>>('/api/v1/guide-categories', { signal })
          .then((body) => body.data),
      staleTime: 5 * 60_000,
    }),
  );

/** GET /api/v1/guides?query=&category=: published articles, best match first when searched. */
export const useGuides = (filter: Filter) =>
  useQuery<GuideSummary[]>({
    queryKey: guidesKeys.list(filter),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<GuideSummary[]>>(`/api/v1/guides${search(filter)}`, { signal })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/guides/{id-or-slug}. */
export const useGuide = (key: string) =>
  useQuery<Guide>({
    queryKey: guidesKeys.one(key),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Guide>>(`/api/v1/guides/${encodeURIComponent(key)}`, { signal })
        .then((body) => body.data),
  });

/** POST /api/v1/guides/{id}/feedback: «Полезно?» Да/Нет (a second vote replaces the first). */
export function useGuideVote(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helpful }: { id: number; helpful: boolean }) =>
      http
        .post<DataEnvelope<Guide>>(`/api/v1/guides/${id}/feedback`, { helpful }, { retry: false })
        .then((body) => body.data),
    onSuccess: (guide) => queryClient.setQueryData(guidesKeys.one(key), guide),
  });
}

/** GET /api/v1/admin/guides: drafts included (admin, crm). */
export const useAdminGuides = (filter: Filter) =>
  useQuery<GuideSummary[]>({
    queryKey: guidesKeys.adminList(filter),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<GuideSummary[]>>(`/api/v1/admin/guides${search(filter)}`, { signal })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/admin/guides/{id}: a draft too. */
export const useAdminGuide = (id: number | null) =>
  useQuery<Guide>({
    queryKey: guidesKeys.adminOne(String(id)),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Guide>>(`/api/v1/admin/guides/${id}`, { signal })
        .then((body) => body.data),
    enabled: id !== null,
  });

function useGuidesMutation<I>(call: (input: I) => Promise<Guide>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guidesKeys.all }),
  });
}

/** POST (no id) or PUT /api/v1/admin/guides/{id}. */
export const useSaveGuide = () =>
  useGuidesMutation(({ id, body }: { id: number | null; body: GuideBody }) =>
    (id === null
      ? http.post<DataEnvelope<Guide>>('/api/v1/admin/guides', body, { retry: false })
      : http.put<DataEnvelope<Guide>>(`/api/v1/admin/guides/${id}`, body, { retry: false })
    ).then((answer) => answer.data),
  );

/** POST /api/v1/admin/guides/{id}/publish or /unpublish. */
export const usePublishGuide = () =>
  useGuidesMutation(({ id, published }: { id: number; published: boolean }) =>
    http
      .post<DataEnvelope<Guide>>(
        `/api/v1/admin/guides/${id}/${published ? 'publish' : 'unpublish'}`,
        {},
      )
      .then((answer) => answer.data),
  );

/** DELETE /api/v1/admin/guides/{id}. */
export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`/api/v1/admin/guides/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guidesKeys.all }),
  });
}

/** POST /api/v1/admin/guide-images: a picture → its URL and `![](url)`. */
export const useUploadGuideImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http
        .post<DataEnvelope<GuideImage>>('/api/v1/admin/guide-images', form, { retry: false })
        .then((answer) => answer.data);
    },
  });
