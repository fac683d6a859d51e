import { hmacSha256, safeEqual } from '../../platform/secrets.ts';

/** A variant of a stored chat file. */
export type FileVariant = 'original' | 'preview';

/**
 * docs/api/chat.md «Files»: file URLs are capabilities — HMAC(APP_KEY, chat-file:{id}:{variant})
 * — so <img src> works without a bearer header and nobody can guess another file's URL.
 */
export function createFileUrlSigner(appKey: string) {
  const sign = (id: number, variant: FileVariant) =>
    hmacSha256(appKey, `chat-file:${id}:${variant}`);
  return {
    url: (id: number, variant: FileVariant) =>
      `/api/v1/chat/files/${id}?variant=${variant}&signature=${sign(id, variant)}`,
    verify: (id: number, variant: FileVariant, signature: string) =>
      safeEqual(sign(id, variant), signature),
  };
}

export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;
