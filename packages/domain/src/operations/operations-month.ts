import { pluralRu, type PluralForms } from '../shared/plural.ts';

/** «в октябре»: the month after the preposition «в». */
const MONTHS_PREPOSITIONAL = [
  'январе',
  'феврале',
  'марте',
  'апреле',
  'мае',
  'июне',
  'июле',
  'августе',
  'сентябре',
  'октябре',
  'ноябре',
  'декабре',
] as const;

/** «операция» after a number: 1 операция, 2 операции, 5 операций. */
export const OPERATION_FORMS: PluralForms = ['операция', 'операции', 'операций'];
/** After «до» the genitive: до 1 операции, до 2/5 операций. */
const UP_TO_FORMS: PluralForms = ['операции', 'операций', 'операций'];

/** «в октябре» for '2026-10'. */
export function inMonth(month: string): string {
  const index = Number(month.slice(5, 7));
  return `в ${MONTHS_PREPOSITIONAL[index - 1] ?? ''}`;
}

/**
 * The month's count of operations next to what the tariff includes, since the tariff
 * is priced by it — «В тарифе до 100 операций, в октябре 137»; with no tariff count, only the
 * month's: «В октябре 137 операций».
 */
export function monthCountText(month: string, count: number, included: number | null): string {
  const when = inMonth(month);
  if (included === null) {
    return `${when[0]?.toUpperCase() ?? ''}${when.slice(1)} ${count} ${pluralRu(count, OPERATION_FORMS)}`;
  }
  return `В тарифе до ${included} ${pluralRu(included, UP_TO_FORMS)}, ${when} ${count}`;
}
