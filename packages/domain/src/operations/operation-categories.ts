/**
 * Issue 15: the categories a bank operation is sorted into. The codes are stored with each
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
  direction: OperationDirection;
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
] as const satisfies readonly OperationCategory[];

export type OperationCategoryCode = (typeof OPERATION_CATEGORIES)[number]['code'];

/** What an operation is filed under when no rule matches it. */
export const UNSORTED_CATEGORY: Record<OperationDirection, OperationCategoryCode> = {
  in: 'other_in',
  out: 'other_out',
};

/** The category analytics sums as «Налоги уплачено». */
export const TAXES_CATEGORY: OperationCategoryCode = 'taxes';

const byCode = new Map<string, OperationCategory>(
  OPERATION_CATEGORIES.map((category) => [category.code, category]),
);

export function operationCategory(code: string): OperationCategory | undefined {
  return byCode.get(code);
}

/** The name of a category code; an unknown code (removed since) shows as itself. */
export function operationCategoryName(code: string): string {
  return byCode.get(code)?.name ?? code;
}
