import { QueryClient } from '@tanstack/react-query';

import { ResponseError } from '../http/http-errors.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client already retries once (SPEC §7); a second layer would multiply waits.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: (query) => !(query.state.error instanceof ResponseError),
      },
      mutations: { retry: false },
    },
  });
}
