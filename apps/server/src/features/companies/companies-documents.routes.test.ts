import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import {
  SAMPLE_EXE,
  SAMPLE_HTML,
  SAMPLE_PDF,
  sampleOfficeOpenXml,
  sampleOle2,
  samplePicture,
  sampleZip,
} from '../../testing/sample-files.ts';

import {
  cannotDeleteDocument,
  documentBadType,
  documentMissing,
  documentTooLarge,
} from './companies.errors.ts';
import { addMember, companyWithOwner } from './companies.test-support.ts';

const t = useTestApp();

const PDF = SAMPLE_PDF;
const DOCX = sampleOfficeOpenXml('docx');
const XLSX = sampleOfficeOpenXml('xlsx');

function upload(
  headers: { authorization: string },
  companyId: number,
  name: string,
  type: string,
  bytes: Buffer,
) {
  const body = multipartFile('file', name, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/documents`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('document types read from the bytes', () => {
  it.each([
    { name: 'Устав.pdf', bytes: () => PDF, extension: 'pdf', mime: 'application/pdf' },
    {
      name: 'Акт.docx',
      bytes: () => DOCX,
      extension: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    {
      name: 'Баланс.xlsx',
      bytes: () => XLSX,
      extension: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { name: 'Договор.doc', bytes: sampleOle2, extension: 'doc', mime: 'application/msword' },
    { name: 'ОСВ.XLS', bytes: sampleOle2, extension: 'xls', mime: 'application/vnd.ms-excel' },
    { name: 'скан.png', bytes: () => samplePicture('png'), extension: 'png', mime: 'image/png' },
    { name: 'скан.jpeg', bytes: () => samplePicture('jpeg'), extension: 'jpg', mime: 'image/jpeg' },
    // the bytes decide, not the name: a PNG sent as .pdf is stored as the PNG it is
    { name: 'Выписка.pdf', bytes: () => samplePicture('png'), extension: 'png', mime: 'image/png' },
  ])('stores «$name» as $extension ($mime)', async ({ name, bytes, extension, mime }) => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await upload(owner.headers, company.id, name, 'text/plain', await bytes());
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ extension, mime_type: mime });
  });

  it.each([
    { case: 'a renamed executable', name: 'invoice.pdf', bytes: () => SAMPLE_EXE },
    { case: 'an HTML page', name: 'invoice.pdf', bytes: () => SAMPLE_HTML },
    { case: 'an SVG picture', name: 'logo.png', bytes: () => Buffer.from('<svg/>') },
    { case: 'a GIF (not a document type)', name: 'a.gif', bytes: () => samplePicture('gif') },
    { case: 'an OLE2 container not named .doc/.xls', name: 'a.pdf', bytes: sampleOle2 },
    { case: 'a plain zip', name: 'Акт.docx', bytes: () => sampleZip({ 'evil.exe': 'MZ' }) },
  ])('refuses $case with the Russian message', async ({ name, bytes }) => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await upload(
      owner.headers,
      company.id,
      name,
      'application/pdf',
      await bytes(),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(documentBadType()));
  });
});

describe('company documents', () => {
  it('uploads, lists, downloads as an attachment and deletes a PDF', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const created = await upload(owner.headers, company.id, 'Устав.pdf', 'application/pdf', PDF);
    expect(created.statusCode).toBe(201);
    const document = created.json().data;
    expect(document).toMatchObject({
      name: 'Устав.pdf',
      extension: 'pdf',
      mime_type: 'application/pdf',
      size: PDF.length,
      uploaded_by: { id: owner.user.id },
    });

    const list = await t.app.inject({
      url: `/api/v1/companies/${company.id}/documents`,
      headers: owner.headers,
    });
    expect(list.json().data).toHaveLength(1);

    const download = await t.app.inject({ url: document.file_url, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Устав.pdf')}`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/documents/${document.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({ url: document.file_url, headers: owner.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses HTML disguised as a PDF (422 naming the file)', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await upload(
      owner.headers,
      company.id,
      'invoice.pdf',
      'application/pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(documentBadType()));
  });

  it('refuses a file over 20 MB', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(owner.headers, company.id, 'big.pdf', 'application/pdf', big);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(documentTooLarge()));
  });

  it('asks for a file when the body has none', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await upload(
      owner.headers,
      company.id,
      'empty.pdf',
      'application/pdf',
      Buffer.alloc(0),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(documentMissing()));
  });

  it('lets an employee upload but not delete the owner’s document', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const mine = await upload(
      employee.headers,
      company.id,
      'Акт.docx',
      'application/octet-stream',
      DOCX,
    );
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.extension).toBe('docx');
    const owners = await upload(
      owner.headers,
      company.id,
      'Баланс.xlsx',
      'application/octet-stream',
      XLSX,
    );
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/documents/${owners.json().data.id}`,
      headers: employee.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(errorBody(cannotDeleteDocument()));
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/documents/${mine.json().data.id}`,
      headers: employee.headers,
    });
    expect(own.statusCode).toBe(204);
  });
});
