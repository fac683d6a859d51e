import type { StatementImport } from '@kabinet/domain/billing';
import { useMutation } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';

/** POST /api/v1/staff/bank-statements, the bank's 1CClientBankExchange file. */
export function useImportStatement(onProgress: (share: number) => void) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      onProgress(0);
      return http
        .post<DataEnvelope<StatementImport>>('/api/v1/staff/bank-statements', form, {
          retry: false,
          onUploadProgress: onProgress,
        })
        .then((body) => body.data);
    },
  });
}
