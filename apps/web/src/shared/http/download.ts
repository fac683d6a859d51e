import { readToken } from '../session/session.ts';
import { apiUrl } from './http.ts';

const FAILED = 'Не удалось скачать файл. Попробуйте ещё раз.';

/**
 * The bytes behind `url` as a blob. A file of the API needs the bearer header, which a plain
 * link or an iframe cannot carry; a failure throws `failure` for the caller's error toast.
 * Where files live on S3 the API answers with a redirect to a presigned address on the
 * bucket: the browser drops the bearer header on that cross-origin hop (Fetch standard) and,
 * with no cookies sent, the bucket's CORS rule may answer `*`.
 */
async function fetchBlob(url: string, failure: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(failure);
  return response.blob();
}

/** The bytes of an API file (`path`) as a blob: a report's preview is made from its URL. */
export function fetchAuthorizedBlob(path: string): Promise<Blob> {
  return fetchBlob(apiUrl(path), 'Не удалось получить файл. Попробуйте ещё раз.');
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

/**
 * Saves a file behind the bearer token (an uploaded document, a PDF or a sheet the API makes)
 * under `fileName`. `url` is whole (apiUrl(path)).
 */
export async function downloadWithToken(
  url: string,
  fileName: string,
  failure = FAILED,
): Promise<void> {
  saveBlob(await fetchBlob(url, failure), fileName);
}
