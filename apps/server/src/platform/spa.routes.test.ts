import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  let webDist: string;
  let test: TestApp;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'kabinet-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    await writeFile(
      path.join(webDist, 'assets', 'app-1a2b.js.br'),
      brotliCompressSync(Buffer.from('console.log(1)')),
    );
    test = await buildTestApp({ config: { webDist } });
  });

  afterAll(async () => {
    await test.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('opens the app at the site root', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers a client route such as /profile/change-password with the app', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/profile/change-password' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the build’s brotli copy to a browser that accepts it, the plain file otherwise', async () => {
    const compressed = await test.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await test.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Не найдено.' });
  });
});
