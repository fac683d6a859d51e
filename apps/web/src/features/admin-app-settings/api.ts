import type { AppOptionsBody } from '@kabinet/domain/app-options';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { appOptionsQuery, toOptionMap } from '../../shared/app-options/app-options.ts';
import { type DataEnvelope, http } from '../../shared/http/http.ts';

export const adminAppSettingsKeys = { all: ['admin', 'app-settings'] as const };

/** GET /api/v1/admin/app-settings (docs/api/app-settings.md). */
export const adminAppSettingsQuery = () =>
  queryOptions({
    queryKey: adminAppSettingsKeys.all,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<AppOptionsBody>>('/api/v1/admin/app-settings', { signal })
        .then((body) => body.data),
  });

export const useAdminAppSettings = (enabled: boolean) =>
  useQuery({ ...adminAppSettingsQuery(), enabled });

/** PUT /api/v1/admin/app-settings; the app's own option map follows the saved values. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppOptionsBody) =>
      http
        .put<DataEnvelope<AppOptionsBody>>('/api/v1/admin/app-settings', body, { retry: false })
        .then((answer) => answer.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminAppSettingsKeys.all, saved);
      queryClient.setQueryData(
        appOptionsQuery.queryKey,
        toOptionMap(Object.entries(saved).map(([option_name, value]) => ({ option_name, value }))),
      );
    },
  });
}
