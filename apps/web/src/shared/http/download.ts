import { readToken } from '../session/session.ts';

/**
 * A file the API makes (a PDF, a sheet) needs the bearer header, which a plain link cannot
 * carry: it is fetched as a blob and saved under `fileName`.
 */
export async function downloadWithToken(url: string, fileName: string) {
  const token = readToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error('Не удалось скачать файл. Попробуйте ещё раз.');
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
