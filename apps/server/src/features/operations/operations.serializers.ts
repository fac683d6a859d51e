import {
  operationCategoryName,
  type CategoryRuleAnswer,
  type Operation,
  type OperationsImport,
} from '@kabinet/domain/operations';

import type {
  OperationImportRow,
  OperationRow,
  OperationRuleRow,
} from '../../db/schema/operations.ts';

export function serializeOperation(row: OperationRow): Operation {
  return {
    id: row.id,
    account: row.account,
    date: row.date,
    number: row.number,
    direction: row.direction,
    amount_kopecks: row.amountKopecks,
    counterparty: {
      name: row.counterpartyName,
      inn: row.counterpartyInn,
      kpp: row.counterpartyKpp,
      account: row.counterpartyAccount,
      bank_name: row.counterpartyBankName,
      bik: row.counterpartyBik,
    },
    purpose: row.purpose,
    category_code: row.categoryCode,
    category_name: operationCategoryName(row.categoryCode),
    category_source: row.categorySource,
    import_id: row.importId,
  };
}

export function serializeImport(row: OperationImportRow): OperationsImport {
  return {
    id: row.id,
    company_id: row.companyId,
    file_name: row.fileName,
    status: row.status,
    total: row.total,
    processed: row.processed,
    added: row.added,
    skipped: row.skipped,
    error: row.error,
    uploaded_by: row.uploaderName,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function serializeRule(row: OperationRuleRow): CategoryRuleAnswer {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    category_code: row.categoryCode,
    category_name: operationCategoryName(row.categoryCode),
    priority: row.priority,
    created_at: row.createdAt.toISOString(),
  };
}
