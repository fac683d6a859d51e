import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startS3Server } from '../testing/s3-server.ts';

import { createS3Storage, downloadOriginOf, PRESIGNED_DOWNLOAD_SECONDS } from './storage-s3.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.settings);
});
afterAll(async () => {
  storage.close?.();
  await s3.close();
});

describe('S3 storage', () => {
  it('stores, reads back and removes a file under the key the local store would use', async () => {
    const bytes = Buffer.from('%PDF-1.7 счёт');
    await storage.put('documents/1/abc.pdf', bytes);
    expect(await storage.get('documents/1/abc.pdf')).toEqual(bytes);
    await storage.remove('documents/1/abc.pdf');
    expect(await storage.get('documents/1/abc.pdf')).toBeNull();
    expect(await storage.get('documents/1/never.pdf')).toBeNull();
  });

  it('refuses keys it did not make (no «..», no absolute paths)', async () => {
    await expect(storage.put('../etc/passwd.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    expect(await storage.get('../etc/passwd.txt')).toBeNull();
  });

  it('gives a short-lived presigned download with the file’s Russian name and type', async () => {
    await storage.put('documents/2/act.pdf', Buffer.from('%PDF-1.7 акт'));
    const url = await storage.downloadUrl!('documents/2/act.pdf', {
      name: 'Акт № 12.pdf',
      mimeType: 'application/pdf',
    });
    expect(new URL(url).origin).toBe(downloadOriginOf(s3.settings));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(PRESIGNED_DOWNLOAD_SECONDS));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Акт № 12.pdf')}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.7 акт');
  });
});
