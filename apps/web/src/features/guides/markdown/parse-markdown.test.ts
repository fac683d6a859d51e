import { describe, expect, it } from 'vitest';

import { parseMarkdown } from './parse-markdown.ts';

const text = (value: string) => ({ type: 'text', value });
const paragraph = (value: string) => ({ type: 'paragraph', children: [text(value)] });

describe('parseMarkdown', () => {
  it('reads headings and paragraphs whose lines wrap', () => {
    expect(parseMarkdown('# Заголовок\n## Где найти счёт ##\n\nВсе счета\nсобраны здесь.')).toEqual(
      [
        { type: 'heading', depth: 1, children: [text('Заголовок')] },
        { type: 'heading', depth: 2, children: [text('Где найти счёт')] },
        paragraph('Все счета\nсобраны здесь.'),
      ],
    );
  });

  it('reads a tight ordered list whose items wrap onto indented lines', () => {
    const source =
      '1. Откройте счёт.\n2. Вы попадёте на страницу и\n   не хранит.\n\nПосле списка.';
    expect(parseMarkdown(source)).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 1,
        tight: true,
        items: [
          [paragraph('Откройте счёт.')],
          [paragraph('Вы попадёте на страницу и\nне хранит.')],
        ],
      },
      paragraph('После списка.'),
    ]);
  });

  it('reads a loose bulleted list with a nested list and lazy continuation lines', () => {
    const source = '- первый\nпродолжение\n  - вложенный\n\n- второй';
    expect(parseMarkdown(source)).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        tight: false,
        items: [
          [
            paragraph('первый\nпродолжение'),
            {
              type: 'list',
              ordered: false,
              start: 1,
              tight: true,
              items: [[paragraph('вложенный')]],
            },
          ],
          [paragraph('второй')],
        ],
      },
    ]);
  });

  it('starts an ordered list at its first number, but a wrapped «2025.» stays in the sentence', () => {
    expect(parseMarkdown('3. третий')[0]).toMatchObject({ type: 'list', start: 3 });
    expect(parseMarkdown('Лимиты выросли в\n2025. году')).toEqual([
      paragraph('Лимиты выросли в\n2025. году'),
    ]);
  });

  it('reads a GFM table with alignment and escaped pipes', () => {
    const source = '| Вопрос | Скорее УСН |\n|:---|---:|\n| Входящий НДС | нет \\| да |\n| Лимит |';
    expect(parseMarkdown(source)).toEqual([
      {
        type: 'table',
        align: ['left', 'right'],
        head: [[text('Вопрос')], [text('Скорее УСН')]],
        rows: [
          [[text('Входящий НДС')], [text('нет | да')]],
          [[text('Лимит')], []],
        ],
      },
    ]);
  });

  it('reads fenced code, quotes and rules, and keeps the code as written', () => {
    expect(parseMarkdown('```\n<b>**не жирный**</b>\n```\n> цитата\n> дальше\n\n***')).toEqual([
      { type: 'code', value: '<b>**не жирный**</b>' },
      { type: 'quote', children: [paragraph('цитата\nдальше')] },
      { type: 'rule' },
    ]);
  });

  it('keeps raw HTML blocks as paragraphs of text', () => {
    expect(parseMarkdown('<script>alert(1)</script>\n\n<div onclick="x()">')).toEqual([
      paragraph('<script>alert(1)</script>'),
      paragraph('<div onclick="x()">'),
    ]);
  });
});
