import {
  categorise,
  operationDedupeKey,
  type CategoryRule,
  type OperationDirection,
} from '@kabinet/domain/operations';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { NewOperationRow } from '../../db/schema/operations.ts';

import { insertBalances, insertImport } from './operations-imports.repository.ts';
import { insertOperations, insertRule } from './operations.repository.ts';

const ACCOUNT = '40702810938000012345';
const TAX_INN = '7727406020';

/** The demo company's rules: the tax office by INN, rent, bank fees and salary by words. */
const RULES: CategoryRule[] = [
  { kind: 'inn', value: TAX_INN, categoryCode: 'taxes', priority: 0 },
  { kind: 'words', value: 'аренда', categoryCode: 'rent', priority: 0 },
  { kind: 'words', value: 'комиссия', categoryCode: 'bank_fees', priority: 0 },
  { kind: 'words', value: 'заработная плата', categoryCode: 'salary', priority: 0 },
];

type Party = { name: string; inn: string; account: string };
type Template = { direction: OperationDirection; party: Party; purpose: string; base: number };

const CUSTOMERS: Party[] = [
  { name: 'ООО "Вектор"', inn: '7701234567', account: '40702810100000001111' },
  { name: 'АО "Горизонт"', inn: '7802345678', account: '40702810200000002222' },
  { name: 'ИП Кузнецова Е. А.', inn: '773412345678', account: '40802810300000003333' },
];

const MONTHLY: Template[] = [
  {
    direction: 'out',
    party: { name: 'ИП Смирнов А. В.', inn: '500100732259', account: '40802810100000005678' },
    purpose: 'Аренда офиса за месяц',
    base: 6_000_000,
  },
  {
    direction: 'out',
    party: {
      name: 'Казначейство России (ФНС России)',
      inn: TAX_INN,
      account: '03100643000000018500',
    },
    purpose: 'Единый налоговый платёж',
    base: 1_850_000,
  },
  {
    direction: 'out',
    party: {
      name: 'ООО "Ромашка" (зарплатный проект)',
      inn: '7830002293',
      account: '40702810938000099999',
    },
    purpose: 'Заработная плата за месяц по реестру',
    base: 9_500_000,
  },
  {
    direction: 'out',
    party: { name: 'ПАО Сбербанк', inn: '7707083893', account: '70601810038002740201' },
    purpose: 'Комиссия за ведение счёта',
    base: 49_000,
  },
];

/** Deterministic «random»: the same demo on every start. */
function wobble(seed: number, spread: number): number {
  return Math.round((Math.abs(Math.sin(seed * 12.9898) * 43758.5453) % 1) * spread);
}

function operationOf(
  companyId: number,
  date: string,
  number: number,
  template: Template,
  amountKopecks: number,
): NewOperationRow {
  const category = categorise(RULES, {
    direction: template.direction,
    counterpartyInn: template.party.inn,
    purpose: template.purpose,
  });
  return {
    companyId,
    account: ACCOUNT,
    date,
    number: String(number),
    direction: template.direction,
    amountKopecks,
    counterpartyName: template.party.name,
    counterpartyInn: template.party.inn,
    counterpartyAccount: template.party.account,
    counterpartyBankName: 'АО "АЛЬФА-БАНК"',
    counterpartyBik: '044525593',
    purpose: template.purpose,
    categoryCode: category.categoryCode,
    categorySource: category.source,
    dedupeKey: operationDedupeKey({
      account: ACCOUNT,
      date,
      number: String(number),
      direction: template.direction,
      amountKopecks,
      counterpartyAccount: template.party.account,
      counterpartyInn: template.party.inn,
      purpose: template.purpose,
      position: 0,
    }),
  };
}

/** One month: customers pay on working days, the monthly payments go out; ≈ 25–30 lines. */
function monthRows(companyId: number, month: string, lastDay: number) {
  const rows: NewOperationRow[] = [];
  let number = Number(month.replace('-', '')) % 10_000;
  for (let day = 1; day <= lastDay; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const customer = CUSTOMERS[(day + number) % CUSTOMERS.length]!;
    const invoice = 100 + day;
    rows.push(
      operationOf(
        companyId,
        date,
        (number += 1),
        {
          direction: 'in',
          party: customer,
          purpose: `Оплата по счёту № ${invoice} за поставку товара, НДС не облагается`,
          base: 0,
        },
        2_500_000 + wobble(day * 31 + number, 9_000_000),
      ),
    );
  }
  MONTHLY.forEach((template, index) => {
    const date = `${month}-${String(Math.min(lastDay, 5 + index * 6)).padStart(2, '0')}`;
    rows.push(
      operationOf(
        companyId,
        date,
        (number += 1),
        template,
        template.base + wobble(number, 300_000),
      ),
    );
  });
  return rows;
}

/**
 * Demo: the main company's statement for the last four months up to `at` (already
 * imported), its rules, and the opening balance, so /service/operations, the month's count and
 * the figures have content for the demo client.
 */
export async function seedDemoOperations(
  db: Db,
  args: { companyId: number; uploadedBy: number; at: Date },
): Promise<void> {
  const today = localDate(args.at);
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const months = [3, 2, 1, 0].map((back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const last = new Date(
      Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
    ).getUTCDate();
    const key = first.toISOString().slice(0, 7);
    const isCurrent = back === 0;
    return { key, lastDay: isCurrent ? Number(today.slice(8, 10)) : last };
  });
  const first = months[0]!;
  const rows = months.flatMap((item) => monthRows(args.companyId, item.key, item.lastDay));
  const imported = await insertImport(db, {
    companyId: args.companyId,
    uploadedBy: args.uploadedBy,
    uploaderName: 'Демо-менеджер',
    fileName: 'kl_to_1c.txt',
    status: 'done',
    total: rows.length,
    processed: rows.length,
    added: rows.length,
    createdAt: args.at,
    finishedAt: args.at,
  });
  await insertOperations(
    db,
    rows.map((row) => ({ ...row, importId: imported.id })),
  );
  await insertBalances(db, [
    {
      companyId: args.companyId,
      importId: imported.id,
      account: ACCOUNT,
      dateStart: `${first.key}-01`,
      dateEnd: today,
      openingKopecks: 35_000_000,
      closingKopecks: null,
    },
  ]);
  for (const rule of RULES) {
    await insertRule(db, { companyId: args.companyId, ...rule, createdBy: args.uploadedBy });
  }
}
