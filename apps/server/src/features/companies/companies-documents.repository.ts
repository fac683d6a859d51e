import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companyDocuments, type CompanyDocumentRow } from '../../db/schema/company-documents.ts';

export async function insertDocument(db: Db, values: typeof companyDocuments.$inferInsert) {
  const [row] = await db.insert(companyDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function findDocument(
  db: Db,
  companyId: number,
  documentId: number,
): Promise<CompanyDocumentRow | null> {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.id, documentId)));
  return row ?? null;
}

export async function deleteDocument(db: Db, documentId: number): Promise<void> {
  await db.delete(companyDocuments).where(eq(companyDocuments.id, documentId));
}
