import path from 'node:path';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { attachmentDisposition, inlineDisposition } from './http-files.ts';
import { createLocalStorage, isSafeKey, type Storage } from './storage.ts';

/** An S3-compatible bucket (S3_* settings, config.ts). */
export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`): MinIO, s3rver and most non-AWS stores. */
  forcePathStyle: boolean;
};

/**
 * Where the browser downloads from (the CSP's connect-src names it): the endpoint, or the
 * bucket's own host when buckets are addressed by host.
 */
export function downloadOriginOf(settings: S3Settings): string {
  const endpoint = new URL(settings.endpoint);
  if (settings.forcePathStyle) return endpoint.origin;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/** The app's file store by its config: the bucket when S3_* is set, else DATA_DIR/files. */
export function createStorageOf(config: { s3?: S3Settings | undefined; dataDir: string }): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
}

/**
 * A presigned download lives this long: enough for the browser to follow the redirect, too short
 * to pass the link around (the access check is ours and happens before every redirect).
 */
export const PRESIGNED_DOWNLOAD_SECONDS = 60;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket, so every node reads what any node wrote. Keys are
 * the ones the local store uses. Downloads are short-lived presigned GETs that carry the file's
 * name and type as response overrides (`downloadUrl`), issued after the route's access check.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes }));
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      if (isSafeKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url: (key) => `/files/${key}`,
    downloadUrl: (key, file) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          ResponseContentType: file.mimeType,
          ResponseContentDisposition: file.inline
            ? inlineDisposition(file.name)
            : attachmentDisposition(file.name),
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: PRESIGNED_DOWNLOAD_SECONDS },
      ),
    close: () => client.destroy(),
  };
}
