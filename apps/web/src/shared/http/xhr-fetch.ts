/** The part of `fetch` the HTTP client uses. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

// Statuses whose Response must have no body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * `fetch` over XMLHttpRequest, for uploads: fetch cannot report upload progress, which the chat
 * shows under a message with files (SPEC §4). It answers a real Response, so the HTTP client
 * reads statuses, bodies and failures (bearer, retry, 401/403 handling) the same on both paths.
 */
export function xhrFetch(onUploadProgress: (share: number) => void): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(new DOMException('The request was aborted', 'AbortError'));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.withCredentials = init.credentials === 'include';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
      };
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort);
      xhr.onloadend = () => signal?.removeEventListener('abort', abort);
      xhr.onload = () => {
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr) }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
