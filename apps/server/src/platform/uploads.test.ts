import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import { afterEach, describe, expect, it } from 'vitest';

import { SAMPLE_PDF } from '../testing/sample-files.ts';

import { createLocalStorage } from './storage.ts';
import { safeFileName, storeUpload } from './uploads.ts';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = '';
});

const errors = {
  missing: () => new Error('missing'),
  badType: () => new Error('bad type'),
};

describe('safeFileName', () => {
  it('keeps a Russian name and puts the detected extension at the end', () => {
    expect(safeFileName('C:\\tmp\\Устав "ООО".html', 'pdf')).toBe('Устав ООО.pdf');
  });

  it('falls back when nothing of the name is left', () => {
    expect(safeFileName('\u0001\u0002.exe', 'xlsx', 'report')).toBe('report.xlsx');
  });
});

describe('storeUpload', () => {
  it('stores the bytes under the folder with the type read from them', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    const storage = createLocalStorage(root);
    const stored = await storeUpload(
      storage,
      {
        file: { filename: 'Устав.docx', bytes: SAMPLE_PDF },
        accepted: COMPANY_DOCUMENT_UPLOAD.extensions,
        folder: 'documents/7',
        errors,
      },
      async (upload) => upload,
    );
    expect(stored).toMatchObject({
      name: 'Устав.pdf',
      extension: 'pdf',
      mimeType: 'application/pdf',
    });
    expect(stored.key).toMatch(/^documents\/7\/[A-Za-z0-9_-]+\.pdf$/);
    expect(await storage.get(stored.key)).toEqual(SAMPLE_PDF);
  });

  it('removes the stored bytes again when the row cannot be written', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    const storage = createLocalStorage(root);
    const failing = storeUpload(
      storage,
      {
        file: { filename: 'Устав.pdf', bytes: SAMPLE_PDF },
        accepted: COMPANY_DOCUMENT_UPLOAD.extensions,
        folder: 'documents/7',
        errors,
      },
      () => Promise.reject(new Error('row not written')),
    );
    await expect(failing).rejects.toThrow('row not written');
    expect(await readdir(path.join(root, 'documents/7'))).toEqual([]);
  });

  it('answers the feature’s own errors for an empty file and an unaccepted type', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    const storage = createLocalStorage(root);
    const input = { accepted: ['png'] as const, folder: 'x/1', errors };
    const never = () => Promise.reject(new Error('not reached'));
    await expect(
      storeUpload(
        storage,
        { ...input, file: { filename: 'a.png', bytes: Buffer.alloc(0) } },
        never,
      ),
    ).rejects.toThrow('missing');
    await expect(
      storeUpload(storage, { ...input, file: { filename: 'a.png', bytes: SAMPLE_PDF } }, never),
    ).rejects.toThrow('bad type');
  });
});
