import type { CompanyDocument } from '@kabinet/domain/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { http } from '../../../shared/http/http.ts';
import { readToken } from '../../../shared/session/session.ts';
import { companyKeys } from './keys.ts';

const base = (companyId: number) => `/api/v1/companies/${companyId}/documents`;

export function useUploadDocument(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http
        .post<{ data: CompanyDocument }>(base(companyId), form, { retry: false })
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

/**
 * The download needs the bearer header, so a plain link cannot carry it: the bytes are fetched
 * as a blob (the JSON client would read them as text) and saved under the document's name.
 */
export async function downloadDocument(document: CompanyDocument): Promise<void> {
  const token = readToken();
  const response = await fetch(`${import.meta.env.VITE_API_URL ?? ''}${document.file_url}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error('Не удалось скачать документ. Попробуйте ещё раз.');
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
