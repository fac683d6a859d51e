import { describe, expect, it } from 'vitest';

import { replyTemplateBodySchema } from './reply-templates.ts';
import { matchTemplates, templateQueryOf } from './template-match.ts';

const templates = [
  { title: 'Приветствие', text: 'Добрый день! Чем могу помочь?' },
  { title: 'Счёт', text: 'Счёт на оплату во вложении.' },
  { title: 'Выписка', text: 'Пришлите, пожалуйста, выписку по счёту.' },
];

describe('templateQueryOf', () => {
  it.each([
    ['/', ''],
    ['/сч', 'сч'],
    ['/Счет', 'Счет'],
    ['привет', null],
    ['a/b', null],
    ['/сч ещё', null],
  ])('«%s» → %s', (text, query) => {
    expect(templateQueryOf(text)).toBe(query);
  });
});

describe('matchTemplates', () => {
  it('finds by title first, then by text, ignoring case and ё', () => {
    expect(matchTemplates(templates, 'счет').map((t) => t.title)).toEqual(['Счёт', 'Выписка']);
    expect(matchTemplates(templates, 'ДОБРЫЙ').map((t) => t.title)).toEqual(['Приветствие']);
    expect(matchTemplates(templates, '')).toHaveLength(3);
  });
});

describe('replyTemplateBodySchema', () => {
  it('asks for a title and a text in Russian', () => {
    const result = replyTemplateBodySchema.safeParse({ title: ' ', text: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Укажите название.',
      'Введите текст ответа.',
    ]);
  });

  it('trims and keeps a personal template by default', () => {
    expect(replyTemplateBodySchema.parse({ title: ' Счёт ', text: 'Во вложении.' })).toEqual({
      title: 'Счёт',
      text: 'Во вложении.',
      shared: false,
    });
  });
});
