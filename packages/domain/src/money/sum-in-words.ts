import { pluralRu, type PluralForms } from '../shared/plural.ts';

type Gender = 'masculine' | 'feminine';

const UNITS: Record<Gender, readonly string[]> = {
  masculine: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  feminine: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Orders of a thousand from the top down: the noun and its gender. */
const SCALES: readonly { forms: PluralForms; gender: Gender }[] = [
  { forms: ['триллион', 'триллиона', 'триллионов'], gender: 'masculine' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'masculine' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'masculine' },
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'feminine' },
];

export const ROUBLE_FORMS: PluralForms = ['рубль', 'рубля', 'рублей'];
export const KOPECK_FORMS: PluralForms = ['копейка', 'копейки', 'копеек'];

function triadInWords(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(HUNDREDS[hundreds] ?? '');
  if (rest >= 10 && rest < 20) {
    words.push(TEENS[rest - 10] ?? '');
  } else {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens) words.push(TENS[tens] ?? '');
    if (units) words.push(UNITS[gender][units] ?? '');
  }
  return words;
}

/**
 * A whole number in Russian words, for a noun of the given gender: `numberInWords(2001,
 * 'feminine')` → «две тысячи одна». Thousands are feminine («одна тысяча», «две тысячи»),
 * millions and above masculine; zero is «ноль». Up to 999 триллионов.
 */
export function numberInWords(n: number, gender: Gender = 'masculine'): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e15) {
    throw new RangeError(`Нельзя записать прописью: ${n}`);
  }
  if (n === 0) return 'ноль';
  const words: string[] = [];
  let divisor = 1e12;
  let rest = n;
  for (const scale of SCALES) {
    const triad = Math.floor(rest / divisor);
    rest %= divisor;
    divisor /= 1000;
    if (triad === 0) continue;
    words.push(...triadInWords(triad, scale.gender), pluralRu(triad, scale.forms));
  }
  words.push(...triadInWords(rest, gender));
  return words.join(' ');
}

/**
 * The sum in words of an invoice or act (russian-domain §6.2, formats «Sum in words»): roubles in
 * words with «рубль/рубля/рублей» agreeing with the last digits, kopecks as two figures with
 * «копейка/копейки/копеек», the first letter capitalised — `sumInWords(1560000)` → «Пятнадцать
 * тысяч шестьсот рублей 00 копеек», `sumInWords(0)` → «Ноль рублей 00 копеек».
 */
export function sumInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError(`Сумма прописью — только целое неотрицательное число копеек: ${kopecks}`);
  }
  const roubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const text = `${numberInWords(roubles, 'masculine')} ${pluralRu(roubles, ROUBLE_FORMS)} ${String(
    rest,
  ).padStart(2, '0')} ${pluralRu(rest, KOPECK_FORMS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
