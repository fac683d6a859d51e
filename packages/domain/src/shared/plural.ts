/** Russian word forms for one (1, 21), few (2–4, 22–24) and many (0, 5–20, 11–14) items. */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * SPEC §5: the Russian plural form is chosen by the last digits, with 11 to 19 taking the
 * third form — `pluralRu(21, ['месяц', 'месяца', 'месяцев'])` → «месяц». Fractions and
 * negatives are judged by the absolute whole part.
 */
export function pluralRu(n: number, forms: PluralForms): string {
  const abs = Math.floor(Math.abs(n));
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** SPEC §5: a count with its plural form, e.g. `formatCount(3, MONTH_FORMS)` → «3 месяца». */
export function formatCount(n: number, forms: PluralForms): string {
  return `${n} ${pluralRu(n, forms)}`;
}

/** Forms of «месяц», used for tariff periods (TARIFF-PRICING §4). */
export const MONTH_FORMS: PluralForms = ['месяц', 'месяца', 'месяцев'];

/** Forms of «день», used for days overdue and waiting times. */
export const DAY_FORMS: PluralForms = ['день', 'дня', 'дней'];
