import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SEARCH_DEBOUNCE_MS } from './search-debounce.ts';

const SRC = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('search debounce (SPEC §9)', () => {
  it('is 500 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('is the one constant every debounced search uses (no number written in place)', () => {
    const literal = /useDebounced(?:Value|Callback)\([^;]*?,\s*\d+\s*\)/s;
    const offenders = sources(SRC)
      .filter((path) => literal.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });
});
