import { readToken } from '../session/session.ts';

/**
 * A file behind the bearer token (an uploaded document, a PDF or a sheet the API makes) cannot
 * be a plain link: its bytes are fetched as a blob and saved under `fileName`. `url` is whole
 * (apiUrl(path)); a failure throws `failure` for the caller's error toast.
 */
export async function downloadWithToken(
  url: string,
  fileName: string,
  failure = 'Не удалось скачать файл. Попробуйте ещё раз.',
): Promise<void> {
  const token = readToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(failure);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
