import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The knowledge base's sections and the articles written for this product, seeded on
 * every start when their slug is absent (features/guides/guides-catalogue.seed.ts). Each
 * article is a Markdown file in ./guides with a front matter of `slug`, `category`, `title`,
 * `summary` and `position`.
 */
export const GUIDE_CATEGORIES = [
  { slug: 'start', title: 'Начало работы', position: 10 },
  { slug: 'payments', title: 'Тариф и оплата', position: 20 },
  { slug: 'documents', title: 'Документы и выписки', position: 30 },
  { slug: 'taxes', title: 'Налоги и отчётность', position: 40 },
  { slug: 'analytics', title: 'Управленческий учёт', position: 50 },
  { slug: 'account', title: 'Аккаунт и безопасность', position: 60 },
] as const;

export type SeedGuide = {
  slug: string;
  category: string;
  title: string;
  summary: string;
  position: number;
  body: string;
};

const GUIDES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guides');

/** A seed file → its article: `key: value` lines between `---` fences, then the body. */
export function parseGuideFile(text: string): SeedGuide {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('a guide seed file needs a front matter');
  const [, head = '', body = ''] = match;
  const fields = Object.fromEntries(
    head.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
  const need = (key: string) => {
    const value = fields[key];
    if (!value) throw new Error(`a guide seed file misses «${key}»`);
    return value;
  };
  return {
    slug: need('slug'),
    category: need('category'),
    title: need('title'),
    summary: need('summary'),
    position: Number(fields.position ?? 0),
    body: body.trim() + '\n',
  };
}

/** Every seeded article, read from ./guides in file-name order. */
export function loadSeedGuides(): SeedGuide[] {
  return readdirSync(GUIDES_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseGuideFile(readFileSync(path.join(GUIDES_DIR, name), 'utf8')));
}
