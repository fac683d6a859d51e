import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * Starts a page's request while the page renders — in React's slices, as the page is a
 * deferred render — instead of in the effects right after its commit, where every request's
 * start lengthened the one long task that puts the page on screen. The answer comes sooner too.
 * A query already in the cache (loading or loaded) is left to its own rules; `null` starts none.
 */
export function useStartQuery<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K> | null,
): void {
  const queryClient = useQueryClient();
  if (!options || queryClient.getQueryState(options.queryKey) !== undefined) return;
  void queryClient.prefetchQuery(options);
}
