import type { OperationDirection } from './operation-categories.ts';
import { UNSORTED_CATEGORY, categoryFits } from './operation-categories.ts';

/** How a rule recognises an operation: the counterparty's INN, or words in the purpose. */
export const OPERATION_RULE_KINDS = ['inn', 'words'] as const;
export type OperationRuleKind = (typeof OPERATION_RULE_KINDS)[number];

export const OPERATION_RULE_KIND_NAMES: Record<OperationRuleKind, string> = {
  inn: 'ИНН контрагента',
  words: 'Слова в назначении',
};

/**
 * Where an operation's category came from. `manual` survives re-applying the rules, and so does
 * `statement`: the statement itself told it (both sides are the company's own accounts).
 */
export const CATEGORY_SOURCES = ['rule', 'manual', 'default', 'statement'] as const;
export type CategorySource = (typeof CATEGORY_SOURCES)[number];

export interface CategoryRule {
  kind: OperationRuleKind;
  value: string;
  categoryCode: string;
  priority: number;
}

export interface CategorisedOperation {
  direction: OperationDirection;
  counterpartyInn: string | null;
  purpose: string;
}

/** Lower case with ё read as е, so «Счёт» and «счет» are the same word to a rule. */
export function foldText(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

function matches(rule: CategoryRule, operation: CategorisedOperation): boolean {
  if (rule.kind === 'inn') return operation.counterpartyInn === rule.value.trim();
  const words = foldText(rule.value).split(/\s+/).filter(Boolean);
  const purpose = foldText(operation.purpose);
  return words.length > 0 && words.every((word) => purpose.includes(word));
}

/** Rules in the order they are tried: INN rules before words, then by priority (higher first). */
export function orderRules<R extends CategoryRule>(rules: readonly R[]): R[] {
  const kindRank = (rule: CategoryRule) => (rule.kind === 'inn' ? 0 : 1);
  return [...rules].sort((a, b) => kindRank(a) - kindRank(b) || b.priority - a.priority);
}

/**
 * An operation's category — the first matching rule (the counterparty's INN first,
 * then all the rule's words in the purpose, case- and ё-insensitive, higher priority first) of
 * the operation's direction; none matching → the unsorted category of its direction.
 */
export function categorise(
  rules: readonly CategoryRule[],
  operation: CategorisedOperation,
): { categoryCode: string; source: 'rule' | 'default' } {
  const rule = orderRules(rules).find(
    (candidate) =>
      categoryFits(candidate.categoryCode, operation.direction) && matches(candidate, operation),
  );
  return rule
    ? { categoryCode: rule.categoryCode, source: 'rule' }
    : { categoryCode: UNSORTED_CATEGORY[operation.direction], source: 'default' };
}
