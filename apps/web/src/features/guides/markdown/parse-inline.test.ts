import { describe, expect, it } from 'vitest';

import { parseInline } from './parse-inline.ts';

const text = (value: string) => ({ type: 'text', value });

describe('parseInline', () => {
  it.each([
    ['**«Оплата»**', [{ type: 'strong', children: [text('«Оплата»')] }]],
    ['*важно*', [{ type: 'emphasis', children: [text('важно')] }]],
    ['_важно_', [{ type: 'emphasis', children: [text('важно')] }]],
    ['__важно__', [{ type: 'strong', children: [text('важно')] }]],
    ['файл `kl_to_1c.txt`', [text('файл '), { type: 'code', value: 'kl_to_1c.txt' }]],
    ['`` a`b ``', [{ type: 'code', value: 'a`b' }]],
  ])('reads %s', (source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });

  it('nests emphasis inside strong and keeps the text around it', () => {
    expect(parseInline('Счёт **до *пятого* числа** месяца')).toEqual([
      text('Счёт '),
      {
        type: 'strong',
        children: [text('до '), { type: 'emphasis', children: [text('пятого')] }, text(' числа')],
      },
      text(' месяца'),
    ]);
  });

  it.each([
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['**без пары', '**без пары'],
    ['snake_case_name', 'snake_case_name'],
    ['\\*не курсив\\*', '*не курсив*'],
    ['``` без пары', '``` без пары'],
    ['&laquo;ООО&raquo; &#8470; 5 &unknown;', '«ООО» № 5 &unknown;'],
  ])('keeps %s as text', (source, shown) => {
    expect(parseInline(source)).toEqual([text(shown)]);
  });

  it('shows raw HTML as the text it is', () => {
    const html = 'Текст <img src=x onerror=alert(1)> и <script>alert(1)</script>';
    expect(parseInline(html)).toEqual([text(html)]);
  });

  it('reads links, pictures and autolinks with safe URLs', () => {
    expect(parseInline('[Оплата](/payment "Раздел") и <https://nalog.gov.ru>')).toEqual([
      { type: 'link', href: '/payment', children: [text('Оплата')] },
      text(' и '),
      { type: 'link', href: 'https://nalog.gov.ru', children: [text('https://nalog.gov.ru')] },
    ]);
    expect(parseInline('![Схема **оплаты**](/api/v1/guide-images/3)')).toEqual([
      { type: 'image', src: '/api/v1/guide-images/3', alt: 'Схема оплаты' },
    ]);
    expect(parseInline('[вики](https://ru.wikipedia.org/wiki/УСН_(налог))')).toEqual([
      { type: 'link', href: 'https://ru.wikipedia.org/wiki/УСН_(налог)', children: [text('вики')] },
    ]);
  });

  it.each([
    '[опасная ссылка](javascript:alert(1))',
    '[опасная ссылка](JavaScript:alert(1))',
    '[опасная ссылка](<java\tscript:alert(1)>)',
    '[опасная ссылка](data:text/html;base64,PHNjcmlwdD4=)',
    '[опасная ссылка](vbscript:msgbox)',
  ])('drops the link but keeps its text: %s', (source) => {
    expect(parseInline(source)).toEqual([text('опасная ссылка')]);
  });

  it('turns a picture with an unsafe URL into its alt text, and an unsafe autolink into text', () => {
    expect(parseInline('![Схема](javascript:alert(1))')).toEqual([text('Схема')]);
    expect(parseInline('<javascript:alert(1)>')).toEqual([text('<javascript:alert(1)>')]);
  });

  it('breaks a line after two spaces or a backslash, not after a plain newline', () => {
    expect(parseInline('раз  \nдва\\\nтри\nчетыре')).toEqual([
      text('раз'),
      { type: 'break' },
      text('два'),
      { type: 'break' },
      text('три\nчетыре'),
    ]);
  });

  it('stays fast on a long run of unmatched delimiters', () => {
    const started = performance.now();
    parseInline('*a _b **c [d '.repeat(2000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
