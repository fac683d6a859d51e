import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';

import { documentDisplayName, sniffDocument } from './companies-document-sniffing.ts';
import {
  cannotDeleteDocument,
  documentBadType,
  documentMissing,
  documentTooLarge,
} from './companies.errors.ts';
import { addMember, companyWithOwner } from './companies.test-support.ts';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml....'),
]);
const XLSX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....xl/workbook.xml....'),
]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOC = Buffer.concat([OLE2, Buffer.alloc(64), Buffer.from('WordDocument', 'utf16le')]);
const XLS = Buffer.concat([OLE2, Buffer.alloc(64), Buffer.from('Workbook', 'utf16le')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

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

describe('sniffDocument', () => {
  it.each([
    ['pdf', PDF],
    ['docx', DOCX],
    ['xlsx', XLSX],
    ['doc', DOC],
    ['xls', XLS],
    ['png', PNG],
    ['jpg', JPG],
  ])('recognises %s by its bytes', (extension, bytes) => {
    expect(sniffDocument(bytes)?.extension).toBe(extension);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    [
      'a plain zip',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('evil.exe')]),
    ],
    ['an executable', Buffer.from('MZ\x90\x00')],
  ])('refuses %s', (_case, bytes) => {
    expect(sniffDocument(bytes)).toBeNull();
  });

  it('keeps a Russian name and puts the sniffed extension at the end', () => {
    expect(documentDisplayName('C:\\tmp\\Устав "ООО".html', 'pdf')).toBe('Устав ООО.pdf');
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
