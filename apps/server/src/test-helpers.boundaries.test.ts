import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

// Test helpers sit beside what they help test (`*.fixtures.ts`, `*.test-support.ts`,
// `*.test-client.ts`, the server's `testing/`, the web's `test/`), named so that a reader sees at
// once they are not the product.
// What the product runs never imports them: a fake or a fixture shipped by accident would answer
// real requests.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PRODUCT_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const HELPER = /(\.fixtures|\.test-[a-z-]+)(\.tsx?)?$|(^|\/)(testing|test)\//;

function isHelper(file: string): boolean {
  return (
    HELPER.test(path.relative(repo, file).split(path.sep).join('/')) ||
    /\.(test|spec)\.tsx?$/.test(file)
  );
}

function productFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(file);
    return /\.tsx?$/.test(entry.name) && !isHelper(file) ? [file] : [];
  });
}

/** `file → helper` for every relative import of a test helper by a product file. */
function helperImports(): string[] {
  const found: string[] = [];
  for (const rootDir of PRODUCT_ROOTS) {
    for (const file of productFiles(path.join(repo, rootDir))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:from|import\()\s*'(\.\.?\/[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), match[1]!);
        if (isHelper(target)) found.push(`${path.relative(repo, file)} → ${match[1]}`);
      }
    }
  }
  return found;
}

describe('test helpers', () => {
  it('are never imported by what the product runs', () => {
    expect(helperImports()).toEqual([]);
  });

  it('are found where they live (the check looks at real files)', () => {
    expect(productFiles(path.join(repo, 'apps/server/src')).length).toBeGreaterThan(100);
    expect(isHelper(path.join(repo, 'apps/server/src/features/billing/billing.fixtures.ts'))).toBe(
      true,
    );
    expect(isHelper(path.join(repo, 'apps/server/src/testing/fake-yookassa-server.ts'))).toBe(true);
    expect(isHelper(path.join(repo, 'apps/web/src/test/render.tsx'))).toBe(true);
  });
});
