/**
 * The categories a bank operation is sorted into. The codes are stored with each
 * operation and read by analytics and management accounting (taxes paid, cash flow by category);
 * the names are what clients and staff see. A company's rules (counterparty INN, words in the
 * purpose) choose among these; `other_in` / `other_out` is what no rule matched.
 */
export const OPERATION_DIRECTIONS = ['in', 'out'] as const;
export type OperationDirection = (typeof OPERATION_DIRECTIONS)[number];

export const OPERATION_DIRECTION_NAMES: Record<OperationDirection, string> = {
  in: 'Поступление',
  out: 'Списание',
};

export interface OperationCategory {
  code: string;
  name: string;
  /** `both` for money that leaves one of the company's accounts for another of its accounts. */
  direction: OperationDirection | 'both';
}

export const OPERATION_CATEGORIES = [
  { code: 'revenue', name: 'Выручка от покупателей', direction: 'in' },
  { code: 'loans_received', name: 'Займы и кредиты полученные', direction: 'in' },
  { code: 'owner_in', name: 'Взносы учредителя', direction: 'in' },
  { code: 'refunds_in', name: 'Возвраты от поставщиков', direction: 'in' },
  { code: 'other_in', name: 'Прочие поступления', direction: 'in' },
  { code: 'suppliers', name: 'Оплата поставщикам', direction: 'out' },
  { code: 'salary', name: 'Зарплата', direction: 'out' },
  { code: 'taxes', name: 'Налоги и взносы', direction: 'out' },
  { code: 'rent', name: 'Аренда', direction: 'out' },
  { code: 'bank_fees', name: 'Банковские комиссии', direction: 'out' },
  { code: 'loans_repaid', name: 'Погашение займов и кредитов', direction: 'out' },
  { code: 'owner_out', name: 'Выплаты учредителю', direction: 'out' },
  { code: 'other_out', name: 'Прочие списания', direction: 'out' },
  { code: 'own_transfer', name: 'Перевод между своими счетами', direction: 'both' },
] as const satisfies readonly OperationCategory[];

export type OperationCategoryCode = (typeof OPERATION_CATEGORIES)[number]['code'];

/** What an operation is filed under when no rule matches it. */
export const UNSORTED_CATEGORY: Record<OperationDirection, OperationCategoryCode> = {
  in: 'other_in',
  out: 'other_out',
};

/** The category analytics sums as «Налоги уплачено». */
export const TAXES_CATEGORY: OperationCategoryCode = 'taxes';

/**
 * Money between two of the company's own accounts: its outgoing side (from one account) and its
 * incoming side (to the other) are both filed here. The slug is stored with the operations.
 */
export const OWN_TRANSFER_CATEGORY: OperationCategoryCode = 'own_transfer';

/**
 * Money that finances the business rather than earns or spends — loans and the owner's money. It
 * moves the company's cash (and shows in cash flow) but is neither revenue nor expense.
 */
export const FINANCING_CATEGORIES: readonly string[] = [
  'loans_received',
  'owner_in',
  'loans_repaid',
  'owner_out',
];

/**
 * Whether a category's money came into or left the company: income and expenses of the
 * operations list, analytics and the company's cash in/out. A transfer between its own accounts
 * did neither (each account's balance still moves by it).
 */
export function countsInTurnover(code: string): boolean {
  return code !== OWN_TRANSFER_CATEGORY;
}

/** Whether a category's money is revenue or expense, so profit: not financing, not a transfer. */
export function countsInProfit(code: string): boolean {
  return countsInTurnover(code) && !FINANCING_CATEGORIES.includes(code);
}

const byCode = new Map<string, OperationCategory>(
  OPERATION_CATEGORIES.map((category) => [category.code, category]),
);

export function operationCategory(code: string): OperationCategory | undefined {
  return byCode.get(code);
}

/** Whether a category may file an operation of `direction` (a tax is never income). */
export function categoryFits(code: string, direction: OperationDirection): boolean {
  const category = byCode.get(code);
  return (
    category !== undefined && (category.direction === 'both' || category.direction === direction)
  );
}

/** The name of a category code; an unknown code (removed since) shows as itself. */
export function operationCategoryName(code: string): string {
  return byCode.get(code)?.name ?? code;
}
