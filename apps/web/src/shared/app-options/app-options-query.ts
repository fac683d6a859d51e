import type { AppOption } from '@kabinet/domain/users';
import { queryOptions } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../http/http.ts';

/** SPEC §3 Options: option_name → value (the bot link, support contacts, the counter id). */
export type OptionMap = Readonly<Record<string, string>>;

/** SPEC §3: the option list converted to a map keyed by option_name (a later duplicate wins). */
export function toOptionMap(options: readonly AppOption[]): OptionMap {
  const map: Record<string, string> = {};
  for (const option of options) map[option.option_name] = option.value;
  return map;
}

/**
 * GET /api/v1/app-settings, once per page load. Apart from the hooks (app-options.ts) so the
 * loader every page mounts, login included, does not bring `useQuery` into the entry chunk.
 * The options change only by the admin's edit.
 */
export const appOptionsQuery = queryOptions({
  queryKey: ['app-settings'] as const,
  queryFn: ({ signal }) =>
    http
      .get<DataEnvelope<AppOption[]>>('/api/v1/app-settings', { signal })
      .then((body) => toOptionMap(body.data)),
  staleTime: Infinity,
  gcTime: Infinity,
});
