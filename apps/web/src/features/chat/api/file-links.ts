import { CHAT_FILE_LINK_MINUTES } from '@kabinet/domain/chat';
import { useQuery } from '@tanstack/react-query';

import { http } from '../../../shared/http/http.ts';
import { chatKeys } from './keys.ts';

const LINK_MS = CHAT_FILE_LINK_MINUTES * 60_000;
/** A link is renewed this long before it runs out, so a click never lands on an expired one. */
const RENEW_MS = LINK_MS - 2 * 60_000;

/** When a signed file URL was issued (its `expires` less its lifetime), or null if it has none. */
function issuedAt(url: string): number | null {
  const expires = /[?&]expires=(\d+)/.exec(url)?.[1];
  return expires ? Number(expires) * 1000 - LINK_MS : null;
}

/**
 * docs/api/chat.md «Files»: a file's signed URL works CHAT_FILE_LINK_MINUTES. The message
 * brings one; while the message is on screen it is renewed (GET chat/files/{id}/link, after the
 * server checks the reader is still in the conversation) before it runs out, and at once when
 * the one it brought is already old — a chat left open for an hour still opens its files.
 */
export function useFileLink(id: number, variant: 'original' | 'preview', url: string | null) {
  const issued = url ? issuedAt(url) : null;
  const { data } = useQuery({
    queryKey: [...chatKeys.all, 'file-link', id, variant],
    queryFn: ({ signal }) =>
      http
        .get<{ data: { url: string } }>(`/api/v1/chat/files/${id}/link?variant=${variant}`, {
          signal,
        })
        .then((body) => body.data.url),
    enabled: issued !== null,
    ...(url && issued !== null ? { initialData: url, initialDataUpdatedAt: issued } : {}),
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    retry: false,
  });
  return issued === null ? url : (data ?? url);
}
