import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { appOptionsQuery } from '../app-options/app-options-query.ts';

import { startAnalytics } from './analytics.ts';

/**
 * Mounted once by app/providers.tsx: loads the app options for the whole app and starts
 * the Metrika counter when they name a counter id. It fills the query cache through the client
 * rather than `useQuery`, so the login page does not carry the query observer (~15 KiB) for it.
 */
export function AnalyticsCounter() {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient
      .fetchQuery(appOptionsQuery)
      .then((options) => {
        const counterId = options.analytics_counter_id ?? '';
        if (counterId) startAnalytics(counterId);
      })
      .catch(() => {
        // every option is optional: without them there is no counter and no bot link
      });
  }, [queryClient]);
  return null;
}
