import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

const SERVICE_WORKER = "self.addEventListener('push', () => {});\n";

describe('serving the push service worker', () => {
  let webDist: string;
  let test: TestApp;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'kabinet-web-sw-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html lang="ru"></html>');
    await writeFile(path.join(webDist, 'sw.js'), SERVICE_WORKER);
    test = await buildTestApp({ config: { webDist } });
  });

  afterAll(async () => {
    await test.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript for the whole site, never cached, with worker-src self', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sw.js' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SERVICE_WORKER);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('does not mark other files as service workers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/index.html' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });
});
