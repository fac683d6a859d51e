import type { CompanyDocument } from '@kabinet/domain/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { downloadWithToken } from '../../../shared/http/download.ts';
import { apiUrl, http, type DataEnvelope } from '../../../shared/http/http.ts';
import { companyKeys } from './keys.ts';

const base = (companyId: number) => `/api/v1/companies/${companyId}/documents`;

export function useUploadDocument(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http
        .post<DataEnvelope<CompanyDocument>>(base(companyId), form, { retry: false })
        .then((body) => body.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
  });
}

export function useDeleteDocument(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => http.delete<void>(`${base(companyId)}/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
  });
}

/** Saves a document under its name (the download needs the bearer header). */
export const downloadDocument = (document: CompanyDocument) =>
  downloadWithToken(
    apiUrl(document.file_url),
    document.name,
    'Не удалось скачать документ. Попробуйте ещё раз.',
  );
