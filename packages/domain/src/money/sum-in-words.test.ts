import { describe, expect, it } from 'vitest';

import { numberInWords, sumInWords } from './sum-in-words.ts';

const rub = (roubles: number, kopecks = 0) => roubles * 100 + kopecks;

describe('sumInWords', () => {
  it.each([
    { kopecks: rub(15600), expected: 'Пятнадцать тысяч шестьсот рублей 00 копеек' },
    { kopecks: 0, expected: 'Ноль рублей 00 копеек' },
    { kopecks: rub(1), expected: 'Один рубль 00 копеек' },
    { kopecks: rub(2), expected: 'Два рубля 00 копеек' },
    { kopecks: rub(4), expected: 'Четыре рубля 00 копеек' },
    { kopecks: rub(5), expected: 'Пять рублей 00 копеек' },
    { kopecks: rub(10), expected: 'Десять рублей 00 копеек' },
    { kopecks: rub(11), expected: 'Одиннадцать рублей 00 копеек' },
    { kopecks: rub(12), expected: 'Двенадцать рублей 00 копеек' },
    { kopecks: rub(13), expected: 'Тринадцать рублей 00 копеек' },
    { kopecks: rub(14), expected: 'Четырнадцать рублей 00 копеек' },
    { kopecks: rub(20), expected: 'Двадцать рублей 00 копеек' },
    { kopecks: rub(21), expected: 'Двадцать один рубль 00 копеек' },
    { kopecks: rub(22), expected: 'Двадцать два рубля 00 копеек' },
    { kopecks: rub(100), expected: 'Сто рублей 00 копеек' },
    { kopecks: rub(101), expected: 'Сто один рубль 00 копеек' },
    { kopecks: rub(111), expected: 'Сто одиннадцать рублей 00 копеек' },
    { kopecks: rub(112), expected: 'Сто двенадцать рублей 00 копеек' },
    { kopecks: rub(999), expected: 'Девятьсот девяносто девять рублей 00 копеек' },
    { kopecks: rub(1000), expected: 'Одна тысяча рублей 00 копеек' },
    { kopecks: rub(1001), expected: 'Одна тысяча один рубль 00 копеек' },
    { kopecks: rub(2000), expected: 'Две тысячи рублей 00 копеек' },
    { kopecks: rub(3500), expected: 'Три тысячи пятьсот рублей 00 копеек' },
    { kopecks: rub(5000), expected: 'Пять тысяч рублей 00 копеек' },
    { kopecks: rub(11000), expected: 'Одиннадцать тысяч рублей 00 копеек' },
    { kopecks: rub(12000), expected: 'Двенадцать тысяч рублей 00 копеек' },
    { kopecks: rub(21000), expected: 'Двадцать одна тысяча рублей 00 копеек' },
    { kopecks: rub(22000), expected: 'Двадцать две тысячи рублей 00 копеек' },
    { kopecks: rub(100000), expected: 'Сто тысяч рублей 00 копеек' },
    { kopecks: rub(101000), expected: 'Сто одна тысяча рублей 00 копеек' },
    { kopecks: rub(1000000), expected: 'Один миллион рублей 00 копеек' },
    { kopecks: rub(2000000), expected: 'Два миллиона рублей 00 копеек' },
    { kopecks: rub(5000000), expected: 'Пять миллионов рублей 00 копеек' },
    { kopecks: rub(1001000), expected: 'Один миллион одна тысяча рублей 00 копеек' },
    {
      kopecks: rub(1234567, 89),
      expected:
        'Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь рублей 89 копеек',
    },
    { kopecks: rub(1000000000), expected: 'Один миллиард рублей 00 копеек' },
    {
      kopecks: rub(2_014_000_002, 1),
      expected: 'Два миллиарда четырнадцать миллионов два рубля 01 копейка',
    },
    { kopecks: rub(0, 1), expected: 'Ноль рублей 01 копейка' },
    { kopecks: rub(0, 2), expected: 'Ноль рублей 02 копейки' },
    { kopecks: rub(0, 5), expected: 'Ноль рублей 05 копеек' },
    { kopecks: rub(1, 11), expected: 'Один рубль 11 копеек' },
    { kopecks: rub(1, 21), expected: 'Один рубль 21 копейка' },
    { kopecks: rub(1, 99), expected: 'Один рубль 99 копеек' },
    { kopecks: rub(7, 34), expected: 'Семь рублей 34 копейки' },
  ])('writes $kopecks kopecks as «$expected»', ({ kopecks, expected }) => {
    expect(sumInWords(kopecks)).toBe(expected);
  });

  it.each([-1, 0.5, Number.NaN])('refuses %s', (kopecks) => {
    expect(() => sumInWords(kopecks)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  it.each([
    { n: 2001, gender: 'feminine' as const, expected: 'две тысячи одна' },
    { n: 2002, gender: 'masculine' as const, expected: 'две тысячи два' },
    { n: 1_000_000_000_000, gender: 'masculine' as const, expected: 'один триллион' },
    { n: 40_000_000, gender: 'masculine' as const, expected: 'сорок миллионов' },
  ])('writes $n ($gender) as «$expected»', ({ n, gender, expected }) => {
    expect(numberInWords(n, gender)).toBe(expected);
  });

  it('stops below a quadrillion', () => {
    expect(() => numberInWords(1e15)).toThrow(RangeError);
  });
});
