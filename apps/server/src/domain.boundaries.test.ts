import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

// The domain package may not read files itself (it runs in the browser), so its shape is checked here.
const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/domain/src',
);
const folders = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** Which other domain folders each folder's production files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of folders) {
    const targets = new Set<string>();
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), match[1]!));
        const targetFolder = target.split(path.sep)[0]!;
        if (targetFolder !== folder && folders.includes(targetFolder)) targets.add(targetFolder);
      }
    }
    graph.set(folder, targets);
  }
  return graph;
}

/** Every name a folder's index exports (`@kabinet/domain/<folder>`), with the folders exporting it. */
function exportedNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const folder of folders) {
    const index = path.join(root, folder, 'index.ts');
    if (!fs.existsSync(index)) continue;
    const source = fs.readFileSync(index, 'utf8');
    for (const block of source.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)) {
      for (const part of block[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop();
        if (name) names.set(name, [...(names.get(name) ?? []), folder]);
      }
    }
  }
  return names;
}

describe('domain folders', () => {
  it('export every name from one address only, so server and web import a rule from one place', () => {
    const twice = [...exportedNames()]
      .filter(([, owners]) => owners.length > 1)
      .map(([name, owners]) => `${name}: ${owners.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('do not import each other in a cycle', () => {
    const graph = folderGraph();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (folder: string, trail: string[]) => {
      if (state.get(folder) === 'done') return;
      if (state.get(folder) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(folder)), folder].join(' → '));
        return;
      }
      state.set(folder, 'open');
      for (const next of graph.get(folder) ?? []) visit(next, [...trail, folder]);
      state.set(folder, 'done');
    };
    for (const folder of folders) visit(folder, []);
    expect(cycles).toEqual([]);
  });

  it('are read by the checks above (the index files list their exports by name)', () => {
    expect(exportedNames().get('formatKopecks')).toEqual(['money']);
    expect(folderGraph().get('billing')?.has('money')).toBe(true);
  });
});
