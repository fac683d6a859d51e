import type { CompanyDocument } from '@kabinet/domain/companies';
import { COMPANY_DOCUMENT_UPLOAD, FILE_TYPES } from '@kabinet/domain/files';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { detectFileType } from '../../platform/file-detection.ts';
import { randomString } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage.ts';

import type { CompanyAccessService } from './companies-access.service.ts';
import * as documentsRepo from './companies-documents.repository.ts';
import {
  cannotDeleteDocument,
  documentBadType,
  documentMissing,
  documentNotFound,
} from './companies.errors.ts';
import { canDeleteDocument, type Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeDocument } from './companies.serializers.ts';

/**
 * A display name safe for a header and a list: no path, no control characters, at most 150
 * characters, ending in the detected extension.
 */
export function documentDisplayName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.replace(/\.[^.]*$/, '');
  const clean = [...withoutExtension]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 150);
  return `${clean || 'document'}.${extension}`;
}

/** A stored document ready to be sent as an attachment. */
export type DocumentDownload = { name: string; mimeType: string; bytes: Buffer };

/** Documents of a company through the storage port (local folder or S3-compatible). */
export function createCompanyDocumentsService(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  access: CompanyAccessService;
}) {
  const { db, storage, access } = deps;
  return { list, upload, download, remove };

  async function list(actor: Actor, companyId: number): Promise<CompanyDocument[]> {
    const { company } = await access.view(actor, companyId);
    return (await companiesRepo.listDocuments(db, [company.id])).map(serializeDocument);
  }

  /** The bytes are stored first; if the row cannot be written the file is removed again. */
  async function upload(
    actor: Actor,
    companyId: number,
    file: { filename: string; bytes: Buffer },
  ): Promise<CompanyDocument> {
    const { company } = await access.view(actor, companyId);
    if (file.bytes.length === 0) throw documentMissing();
    const extension = await detectFileType(
      file.bytes,
      COMPANY_DOCUMENT_UPLOAD.extensions,
      file.filename,
    );
    if (!extension) throw documentBadType();
    const key = `documents/${company.id}/${randomString(32)}.${extension}`;
    await storage.put(key, file.bytes);
    try {
      const row = await documentsRepo.insertDocument(db, {
        companyId: company.id,
        name: documentDisplayName(file.filename, extension),
        extension,
        mimeType: FILE_TYPES[extension].mime,
        size: file.bytes.length,
        storageKey: key,
        uploadedBy: actor.id,
        createdAt: deps.clock.now(),
      });
      const uploader = await companiesRepo.findUser(db, actor.id);
      return serializeDocument({ ...row, uploaderName: uploader?.name ?? null });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
  }

  async function download(
    actor: Actor,
    companyId: number,
    documentId: number,
  ): Promise<DocumentDownload> {
    const { company } = await access.view(actor, companyId);
    const row = await documentsRepo.findDocument(db, company.id, documentId);
    const bytes = row ? await storage.get(row.storageKey) : null;
    if (!row || !bytes) throw documentNotFound();
    return { name: row.name, mimeType: row.mimeType, bytes };
  }

  async function remove(actor: Actor, companyId: number, documentId: number): Promise<void> {
    const { company, position } = await access.view(actor, companyId);
    const row = await documentsRepo.findDocument(db, company.id, documentId);
    if (!row) throw documentNotFound();
    if (!canDeleteDocument(position, actor.id, row.uploadedBy)) throw cannotDeleteDocument();
    await documentsRepo.deleteDocument(db, row.id);
    await storage.remove(row.storageKey);
  }
}

export type CompanyDocumentsService = ReturnType<typeof createCompanyDocumentsService>;
