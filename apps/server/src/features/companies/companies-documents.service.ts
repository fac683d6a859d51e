import type { CompanyDocument } from '@kabinet/domain/companies';
import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { openStoredFile, type OutgoingFile } from '../../platform/stored-file.ts';
import type { Storage } from '../../platform/storage.ts';
import { storedFileColumns, storeUpload } from '../../platform/uploads.ts';

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

/** A stored document ready to be sent as an attachment. */
export type DocumentDownload = OutgoingFile;

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
    const row = await storeUpload(
      storage,
      {
        file,
        accepted: COMPANY_DOCUMENT_UPLOAD.extensions,
        folder: `documents/${company.id}`,
        errors: { missing: documentMissing, badType: documentBadType },
      },
      (stored) =>
        documentsRepo.insertDocument(db, {
          companyId: company.id,
          ...storedFileColumns(stored),
          uploadedBy: actor.id,
          createdAt: deps.clock.now(),
        }),
    );
    const uploader = await companiesRepo.findUser(db, actor.id);
    return serializeDocument({ ...row, uploaderName: uploader?.name ?? null });
  }

  async function download(
    actor: Actor,
    companyId: number,
    documentId: number,
  ): Promise<DocumentDownload> {
    const { company } = await access.view(actor, companyId);
    const row = await documentsRepo.findDocument(db, company.id, documentId);
    const file = row
      ? await openStoredFile(storage, row.storageKey, { name: row.name, mimeType: row.mimeType })
      : null;
    if (!file) throw documentNotFound();
    return file;
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
