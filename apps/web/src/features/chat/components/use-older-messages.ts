import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { loadOlderMessages } from '../api/messages.ts';

/** SPEC §9 infinite scroll upward: one older page at a time; a failure is a toast. */
export function useOlderMessages(conversationId: number) {
  const queryClient = useQueryClient();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const onLoadOlder = useCallback(() => {
    if (loadingOlder) return;
    setLoadingOlder(true);
    void loadOlderMessages(queryClient, conversationId)
      .catch(showErrorToast)
      .finally(() => setLoadingOlder(false));
  }, [conversationId, loadingOlder, queryClient]);
  return { loadingOlder, onLoadOlder };
}
