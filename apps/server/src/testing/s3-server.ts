// A local S3-compatible server (s3rver, from npm) for the storage tests: a real HTTP
// S3 API with signature checks, in this process, on a free port, in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import type { S3Settings } from '../platform/storage-s3.ts';

/** s3rver's fixed credentials (its README): it checks signatures made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Any origin may GET (the web app follows a download redirect to the bucket). */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function startS3Server(bucket = 'kabinet-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'kabinet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const address = (await server.run()) as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'ru-central1',
    bucket,
    forcePathStyle: true,
    ...CREDENTIALS,
  };
  return {
    settings,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
