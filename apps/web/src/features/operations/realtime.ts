import { privateUserChannel } from '@kabinet/domain/realtime';
import type { OperationsImport, OperationsImportProgress } from '@kabinet/domain/operations';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';

import { refreshOperations } from './api.ts';
import { operationsKeys } from './keys.ts';

/**
 * CONVENTIONS §4.5: `OperationsImportProgress` on the uploader's `private-user.{id}`
 * (docs/api/operations.md): the import's bar moves with each chunk; when it ends, the company's
 * list, totals and month count are asked again.
 */
export function useOperationsEvents(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId), {
    OperationsImportProgress: (event: OperationsImportProgress) => {
      queryClient.setQueryData<OperationsImport[]>(
        operationsKeys.imports(event.company_id),
        (list) =>
          list?.map((item) =>
            item.id === event.import_id
              ? { ...item, processed: event.processed, status: event.status }
              : item,
          ),
      );
      if (event.status === 'done' || event.status === 'failed') {
        void refreshOperations(queryClient, event.company_id);
      }
    },
  });
}
