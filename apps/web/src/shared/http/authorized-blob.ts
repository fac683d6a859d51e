import { readToken } from '../session/session.ts';
import { apiUrl } from './http.ts';

/**
 * The bytes of an API file as a blob: the file needs the bearer header, which a plain link or
 * an iframe cannot carry (issue 15: a management report is previewed from this blob's URL).
 */
export async function fetchAuthorizedBlob(path: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(apiUrl(path), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error('Не удалось получить файл. Попробуйте ещё раз.');
  return response.blob();
}

/** Saves a blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
