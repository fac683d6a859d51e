import type { Operation } from '@kabinet/domain/operations';

/** An operation as the API answers it (docs/api/operations.md). */
export function testOperation(overrides: Partial<Operation> = {}): Operation {
  return {
    id: 1,
    account: '40702810938000012345',
    date: '2026-10-05',
    number: '7',
    direction: 'out',
    amount_kopecks: 6_000_000,
    counterparty: {
      name: 'ИП Смирнов А. В.',
      inn: '500100732259',
      kpp: null,
      account: '40802810100000005678',
      bank_name: 'АО "АЛЬФА-БАНК"',
      bik: '044525593',
    },
    purpose: 'Аренда офиса за октябрь 2026 года',
    category_code: 'other_out',
    category_name: 'Прочие списания',
    category_source: 'default',
    import_id: 1,
    ...overrides,
  };
}
