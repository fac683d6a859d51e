import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './testing/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'kabinet-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Kabinet</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await buildTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('answers /health and /ready', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/ready' })).json()).toEqual({ status: 'ok' });
  });

  it('serves the SPA with a strict CSP and falls back to index.html for client routes', async () => {
    const page = await t.app.inject({
      url: '/profile/change-password',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Only the SPA's own blob: PDFs are framed (management report preview).
    expect(csp).toContain("frame-src 'self' blob:");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const asset = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // A script carries what a script obeys (no sniffing, same-origin, HTTPS), not the
    // document-only headers (~0.6 KiB per file of a phone's first load).
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['strict-transport-security']).toContain('max-age=');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['referrer-policy']).toBeUndefined();
    // A missing asset is a JSON 404, not the app without its document headers.
    for (const url of ['/assets/missing', '/assets/missing.html']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toContain('application/json');
    }
  });

  it('answers a JSON 404 in Russian for unknown API paths', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Не найдено.' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/nothing-here', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/user-full/current', '/broadcasting/auth']),
    );
    expect(
      document.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['login', 'password']);
  });

  it('allows credentials from an allow-listed origin only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a request with a non-JSON body with 4xx, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'login=1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Передайте данные в формате JSON.' });
  });

  it('echoes a request id', async () => {
    const response = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'req-123' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('without a web build', () => {
  it('explains in Russian how to build the SPA', async () => {
    const bare = await buildTestApp();
    try {
      const response = await bare.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
