import { readToken } from '../session/session.ts';

/**
 * A file behind the bearer token cannot be a plain link: its bytes are fetched as a blob and
 * saved under the file's name. `path` is the API path the server names (`download_path`).
 */
export async function downloadWithToken(path: string, name: string): Promise<void> {
  const token = readToken();
  const response = await fetch(`${import.meta.env.VITE_API_URL ?? ''}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error('Не удалось скачать файл. Попробуйте ещё раз.');
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
