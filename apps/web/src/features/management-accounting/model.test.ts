import { describe, expect, it } from 'vitest';

import { deltaTone, formatDelta, formatTotal, previewCutNote } from './model.ts';

describe('management graphs model', () => {
  it.each([
    [{ kopecks: 100, percent: 12.5 }, '+12,5\u00a0%'],
    [{ kopecks: -100, percent: -3 }, '−3\u00a0%'],
    [{ kopecks: 120_000_000, percent: null }, '+1,2 млн\u00a0₽'],
    [{ kopecks: null, percent: null }, '—'],
  ])('writes the change %o as %s', (delta, text) => {
    expect(formatDelta(delta)).toBe(text);
  });

  it('colours growing expenses as bad and growing revenue as good', () => {
    expect(deltaTone('expenses', { kopecks: 5, percent: 1 })).toBe('bad');
    expect(deltaTone('revenue', { kopecks: 5, percent: 1 })).toBe('good');
    expect(deltaTone('payables', { kopecks: -5, percent: -1 })).toBe('good');
    expect(deltaTone('profit', { kopecks: 0, percent: 0 })).toBe('neutral');
  });

  it('says when a level is not known', () => {
    expect(formatTotal(null)).toBe('нет данных');
  });
});

describe('the XLSX preview note', () => {
  const sheet = (rows: number, columns: number, rowCount: number, columnCount: number) => ({
    name: 'ОПиУ',
    rows: Array.from({ length: rows }, () => Array.from({ length: columns }, () => '')),
    row_count: rowCount,
    column_count: columnCount,
    truncated: rowCount > rows || columnCount > columns,
  });

  it.each([
    [sheet(100, 20, 150, 25), 'Показаны 100 строк из 150 и 20 столбцов из 25 — весь лист в файле.'],
    [sheet(100, 3, 321, 3), 'Показаны 100 строк из 321 — весь лист в файле.'],
    [sheet(2, 20, 2, 21), 'Показаны 20 столбцов из 21 — весь лист в файле.'],
    [sheet(12, 4, 12, 4), null],
  ])('says what a cut sheet leaves out (%#)', (input, note) => {
    expect(previewCutNote(input)).toBe(note);
  });
});
