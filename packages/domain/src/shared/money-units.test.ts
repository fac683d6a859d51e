import { describe, expect, it } from 'vitest';

import {
  basisPointsToPercent,
  formatKopecks,
  formatKopecksWhole,
  kopecksToRoubles,
  kopecksToWholeRoubles,
  percentOf,
  percentToBasisPoints,
  roublesToKopecks,
} from './money.ts';

const NBSP = '\u00a0';
const MAX = Number.MAX_SAFE_INTEGER; // 2^53 − 1

describe('formatKopecksWhole (SPEC §5: rounded up, no decimals)', () => {
  it.each([
    [0, `0${NBSP}₽`],
    [-0, `0${NBSP}₽`],
    [1, `1${NBSP}₽`],
    [99, `1${NBSP}₽`],
    [100, `1${NBSP}₽`],
    [101, `2${NBSP}₽`],
    [1_719_500, `17${NBSP}195${NBSP}₽`],
    [1_719_501, `17${NBSP}196${NBSP}₽`],
    [-150, `-1${NBSP}₽`],
    [-99, `0${NBSP}₽`],
  ])('%i kopecks → %s', (kopecks, text) => {
    expect(formatKopecksWhole(kopecks)).toBe(text);
  });

  it('stays exact at 2^53 − 1 kopecks and refuses what is not a safe integer', () => {
    expect(kopecksToWholeRoubles(MAX)).toBe(90_071_992_547_410);
    expect(formatKopecksWhole(MAX)).toBe(`90${NBSP}071${NBSP}992${NBSP}547${NBSP}410${NBSP}₽`);
    expect(() => formatKopecksWhole(MAX + 1)).toThrow(RangeError);
    expect(() => formatKopecksWhole(1.5)).toThrow(RangeError);
  });

  it('never reads less than the exact document format of the same sum', () => {
    for (const kopecks of [1, 50, 99, 1_560_001, 1_719_500]) {
      const whole = Number(formatKopecksWhole(kopecks).replace(/\D/g, ''));
      const exact = Number(formatKopecks(kopecks).replace(/\D/g, '')) / 100;
      expect(whole).toBeGreaterThanOrEqual(exact);
      expect(whole - exact).toBeLessThan(1);
    }
  });
});

describe('kopecksToRoubles and roublesToKopecks', () => {
  it('convert both ways without -0 and refuse fractions of a kopeck', () => {
    expect(kopecksToRoubles(0)).toBe(0);
    expect(Object.is(kopecksToRoubles(-0), 0)).toBe(true);
    expect(kopecksToRoubles(1_560_050)).toBe(15_600.5);
    expect(kopecksToRoubles(-1)).toBe(-0.01);
    expect(() => kopecksToRoubles(0.5)).toThrow(RangeError);
    expect(roublesToKopecks(0)).toBe(0);
    expect(roublesToKopecks(-15)).toBe(-1500);
    expect(roublesToKopecks(15_600)).toBe(1_560_000);
    expect(() => roublesToKopecks(0.1)).toThrow(RangeError);
    expect(() => roublesToKopecks(Math.floor(MAX / 10))).toThrow(RangeError);
  });
});

describe('percent helpers', () => {
  it('turn basis points into a percent and back, and a part into a percent of a whole', () => {
    expect(basisPointsToPercent(1250)).toBe(12.5);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(0.015)).toBe(2);
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(1, 0)).toBe(0);
  });
});
