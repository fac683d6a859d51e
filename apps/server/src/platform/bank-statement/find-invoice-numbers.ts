import { formatInvoiceNumber } from '@kabinet/domain/money';

const NUMBER = String.raw`(?:(\d{4})\s?[-/]\s?(\d{1,9})|(\d{1,9}))(?![\d]|[.,/-]\d)`;
// «счет», «счёт», «счету», «счетам»…, «сч.», «сч», «инвойс» — a whole word, not «расчёт» or «счётчик».
const KEYWORD = String.raw`(?<![\p{L}\d])(?:сч[её]т(?:ам|ах|ов|у|а|е)?|сч|инвойс[а-я]*|invoice|inv)(?![\p{L}])\.?(?:\s+на\s+оплату)?`;
const SIGN = String.raw`[\s:]*(?:№|N|No\.?|#|номер)?[\s:]*`;
const DATE = String.raw`\s*,?\s*от\s*(\d{1,2})[./](\d{1,2})[./](\d{4}|\d{2})(?!\d)`;

const MENTION = new RegExp(`${KEYWORD}${SIGN}${NUMBER}`, 'giu');
const NEXT_IN_LIST = new RegExp(
  String.raw`\s*(?:,|;|(?<!\p{L})и(?!\p{L}))\s*(?:№\s*)?${NUMBER}`,
  'iuy',
);
const DATE_AFTER = new RegExp(DATE, 'iuy');
const BARE_FULL_NUMBER = /(?<![\d.\-/])(2\d{3})-(\d{4,9})(?![\d-])/gu;

interface Found {
  at: number;
  year: number | null;
  sequence: number;
}

function read(match: RegExpExecArray, at: number): Found {
  const [, year, sequence, bare] = match;
  return year && sequence
    ? { at, year: Number(year), sequence: Number(sequence) }
    : { at, year: null, sequence: Number(bare) };
}

function dateYearAt(text: string, from: number): number | null {
  DATE_AFTER.lastIndex = from;
  const date = DATE_AFTER.exec(text);
  if (!date?.[3]) return null;
  return date[3].length === 2 ? 2000 + Number(date[3]) : Number(date[3]);
}

function mentions(purpose: string): Found[] {
  const found: Found[] = [];
  for (const match of purpose.matchAll(MENTION)) {
    const group = [read(match, match.index)];
    let end = match.index + match[0].length;
    for (;;) {
      NEXT_IN_LIST.lastIndex = end;
      const next = NEXT_IN_LIST.exec(purpose);
      if (!next) break;
      group.push(read(next, end));
      end = NEXT_IN_LIST.lastIndex;
    }
    // «по счетам № 12, 13 от 05.03.2026»: the date after the list gives the year of them all.
    const dateYear = dateYearAt(purpose, end);
    found.push(...group.map((item) => ({ ...item, year: item.year ?? dateYear })));
  }
  for (const match of purpose.matchAll(BARE_FULL_NUMBER)) {
    found.push({ at: match.index, year: Number(match[1]), sequence: Number(match[2]) });
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * The invoice numbers a payment's purpose names, as `formatInvoiceNumber` writes them
 * («2026-0012»), in order and without repeats — the way payers write them: «по счету № 2026-0012
 * от 25.11.2026», «Оплата по сч. 12 от 25.11.2026», «счет №12», «счёт на оплату N 2026-12»,
 * «по счетам № 12, 13», or the full number alone. A number without its year takes the year of the
 * date written after it («от 25.11.2026»), else `fallbackYear` (the payment's year), else it is
 * left out. Account numbers, dates and words such as «расчёт» or «счётчик» are not taken for
 * invoice numbers.
 */
export function findInvoiceNumbers(
  purpose: string,
  options: { fallbackYear?: number } = {},
): string[] {
  const numbers = new Set<string>();
  for (const { year, sequence } of mentions(purpose)) {
    const resolved = year ?? options.fallbackYear ?? null;
    if (resolved === null || resolved < 2000 || resolved > 2999 || sequence < 1) continue;
    numbers.add(formatInvoiceNumber(resolved, sequence));
  }
  return [...numbers];
}
