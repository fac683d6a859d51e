// The boundaries between server features. Lint (eslint.config.js, the server twin of the
// web's feature zones) fails when a feature reaches into another feature's repository; tests and
// their support files may arrange rows through any. And no two features import each other.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const featuresDir = path.join(root, 'apps/server/src/features');

/** The repo's own config with only the path-zone rule, parsed without type information. */
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** What the zone rule says about `source` placed at `file` (relative to features/). */
async function zoneMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.resolve(featuresDir, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('lint: the server’s import zones', () => {
  it('fails on a cross-feature repository import, saying what to do instead', async () => {
    const messages = await zoneMessages(
      'auth/auth-probe.service.ts',
      "import { deleteDevice } from '../devices/devices.repository.ts';\nvoid deleteDevice;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('../devices/devices.repository.ts');
    expect(messages[0]).toContain("call the other feature's service or policy");
  });

  it('counts a type-only import too', async () => {
    const messages = await zoneMessages(
      'users/users-probe.serializers.ts',
      "import type { MemberCompanyRow } from '../companies/companies.repository.ts';\nexport type Probe = MemberCompanyRow;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('lets a feature use its own repository and another feature’s service', async () => {
    const messages = await zoneMessages(
      'auth/auth-probe.service.ts',
      [
        "import { findUserById } from './auth.repository.ts';",
        "import { createDevicesService } from '../devices/devices.service.ts';",
        'void findUserById;',
        'void createDevicesService;',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('lets tests and their support files arrange rows through any repository', async () => {
    const source =
      "import { insertBank } from '../companies/companies-banks.repository.ts';\nvoid insertBank;\n";
    expect(await zoneMessages('users/users-probe.routes.test.ts', source)).toEqual([]);
    expect(await zoneMessages('users/users.test-support.ts', source)).toEqual([]);
  });

  it('keeps routes and the request readers beside them off the database', async () => {
    const source = "import type { Db } from '../../db/client.ts';\nexport type Probe = Db;\n";
    for (const file of ['chat/chat-probe.routes.ts', 'chat/chat-probe.request.ts']) {
      const messages = await zoneMessages(file, source);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('Routes are HTTP only');
    }
  });

  it('keeps db/ and platform/ below the features', async () => {
    const source =
      "import { seedCatalogue } from '../../features/tariffs/tariffs-catalogue.seed.ts';\nvoid seedCatalogue;\n";
    const messages = await zoneMessages('../db/seed/seed-probe.ts', source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('db/ and platform/ sit below the features');
  });
});

/** Production files of the features (tests and their support files compose features). */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    const isTest = /\.(test|test-support|fixtures)\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !isTest ? [full] : [];
  });
}

const featureOf = (file: string) => path.relative(featuresDir, file).split(path.sep)[0] ?? '';
const IMPORT = /\b(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** Each production file of the features with the feature files it imports (types included). */
function importGraph(): Map<string, string[]> {
  return new Map(
    productionFiles(featuresDir).map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map(([, specifier = '']) => path.resolve(path.dirname(file), specifier))
        .filter((target) => target.startsWith(featuresDir + path.sep)),
    ]),
  );
}

/** The roles a feature's production file may say it has (README.md in this folder). */
const ROLES = [
  'routes',
  'request',
  'schemas',
  'service',
  'repository',
  'serializers',
  'mapping',
  'policy',
  'errors',
  'events',
  'mail',
  'notices',
  'signing',
  'schedule',
  'data',
  'wiring',
  'seed',
  'hook',
];

describe('server features', () => {
  it('name the role of every file, so the rules of its layer reach it', () => {
    const role = new RegExp(`\\.(${ROLES.join('|')})\\.ts$`);
    const files = productionFiles(featuresDir).map((file) => path.relative(featuresDir, file));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !role.test(file))).toEqual([]);
  });

  it('never import each other both ways (type-only imports included)', () => {
    const edges = new Set<string>();
    for (const [file, targets] of importGraph()) {
      for (const target of targets) {
        const [from, to] = [featureOf(file), featureOf(target)];
        if (from !== to) edges.add(`${from} → ${to}`);
      }
    }
    expect(edges.size).toBeGreaterThan(0);
    const both = [...edges].filter((edge) => {
      const [from, to] = edge.split(' → ');
      return edges.has(`${to} → ${from}`);
    });
    expect(both).toEqual([]);
  });

  it('have no import cycle between files (type-only imports included)', () => {
    const graph = importGraph();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const cycle = [...trail.slice(trail.indexOf(file)), file];
        cycles.push(cycle.map((item) => path.relative(featuresDir, item)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
