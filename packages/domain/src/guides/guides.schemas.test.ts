import { describe, expect, it } from 'vitest';

import { guideImageMarkdown, guidePath, isGuideId } from './guide-paths.ts';
import { guideBodySchema } from './guides.schemas.ts';

describe('guides schemas', () => {
  it('accepts a latin slug and keeps Markdown (script included) as text', () => {
    const body = guideBodySchema.parse({
      slug: 'Kak-Oplatit',
      category: 'billing',
      title: ' Оплата ',
      body_markdown: '<script>alert(1)</script>',
    });
    expect(body).toMatchObject({ slug: 'kak-oplatit', title: 'Оплата', summary: '' });
    expect(body.body_markdown).toBe('<script>alert(1)</script>');
  });

  it('refuses a Cyrillic slug and an empty title with Russian messages', () => {
    const result = guideBodySchema.safeParse({ slug: 'оплата', category: 'x', title: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message).join(' ');
    expect(messages).toContain('Адрес статьи');
    expect(messages).toContain('Укажите заголовок');
  });

  it('tells ids from slugs and builds links', () => {
    expect(isGuideId('12')).toBe(true);
    expect(isGuideId('012')).toBe(false);
    expect(isGuideId('oplata')).toBe(false);
    expect(guidePath('oplata')).toBe('/guides/oplata');
    expect(guideImageMarkdown('/api/v1/guide-images/3', 'Схема [1]')).toBe(
      '![Схема 1](/api/v1/guide-images/3)',
    );
  });
});
