import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { loadSeedGuides } from './guides-catalogue.ts';

const WEB_SOURCES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src',
);

/** Every production .tsx file of the web app (tests left out). */
function webSourceFiles(dir = WEB_SOURCES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** `<HowItWorksLink … slug="…"` call sites: the slug each names, or null when not a literal. */
function howItWorksSlugs(): { file: string; slug: string | null }[] {
  return webSourceFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/<HowItWorksLink\b([^>]*)>/g)].map((match) => {
      const literal = /\bslug=(?:"([^"]+)"|\{\s*['"]([^'"]+)['"]\s*\})/.exec(match[1] ?? '');
      return {
        file: path.relative(WEB_SOURCES, file),
        slug: literal ? (literal[1] ?? literal[2] ?? null) : null,
      };
    });
  });
}

describe('the «Как это работает?» links', () => {
  it('each name, as a literal, an article the knowledge base seeds', () => {
    const seeded = new Set(loadSeedGuides().map((guide) => guide.slug));
    const links = howItWorksSlugs();
    // At least ten pages link to their guide (HowItWorksLink): the search must find them all.
    expect(links.length).toBeGreaterThanOrEqual(10);
    const broken = links.filter((link) => link.slug === null || !seeded.has(link.slug));
    expect(broken).toEqual([]);
  });
});
