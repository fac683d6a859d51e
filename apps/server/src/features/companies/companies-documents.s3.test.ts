// With S3_* set, the app keeps files in the bucket and answers a download, once the
// caller may have it, with a redirect to a short-lived presigned address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companyWithOwner } from './companies.test-support.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startS3Server } from '../../testing/s3-server.ts';
import { SAMPLE_PDF } from '../../testing/sample-files.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ config: { s3: s3.settings } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function uploadDocument() {
  const { owner, company } = await companyWithOwner(t.app, t.db);
  const body = multipartFile('file', 'Устав.pdf', 'application/pdf', SAMPLE_PDF);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${company.id}/documents`,
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  const id = (response.json() as { data: { id: number } }).data.id;
  return { owner, url: `/api/v1/companies/${company.id}/documents/${id}/download` };
}

describe('files on S3', () => {
  it('redirects a member’s download to the bucket, which gives the same bytes, name and type', async () => {
    const { owner, url } = await uploadDocument();
    const response = await t.app.inject({ url, headers: owner.headers });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const location = String(response.headers.location);
    expect(location.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/`)).toBe(true);
    const file = await fetch(location);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('Устав.pdf'));
    expect(Buffer.from(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
  });

  it('checks access before it signs anything: another company’s user gets 404 and no address', async () => {
    const { url } = await uploadDocument();
    const { owner: stranger } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({ url, headers: stranger.headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('lets the SPA follow the redirect: the CSP allows the bucket for fetch', async () => {
    const response = await t.app.inject({ url: '/api/v1/app-settings' });
    const connectSrc = /connect-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(connectSrc?.[1]?.split(/\s+/)).toContain(s3.settings.endpoint);
  });
});
