// One ESLint config for the whole repo (CONVENTIONS §4.10).
// Fast by default: non-type-aware recommended rules everywhere, plus a few type-aware rules on
// TypeScript sources through the project service. Import boundaries are one block per zone, each
// with a message that states the rule in plain words.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

const TS = '**/*.{ts,tsx,mts,cts}';
const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', 'e2e/**', 'bench/**'];

// Banned import groups, each with the reason shown to whoever trips it.
const DRIZZLE = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
  message:
    'Database access lives in *.repository.ts (or db/, platform/, testing/): call a repository function instead of using Drizzle/the driver here.',
};
const FASTIFY = {
  group: ['fastify', 'fastify/*', '@fastify/*', 'fastify-plugin', 'fastify-type-provider-zod'],
  message:
    'Services know nothing of HTTP: take plain arguments, throw the feature error factories, and leave request/reply to *.routes.ts.',
};
const SOCKET_IO = {
  group: ['socket.io', 'socket.io/*', 'socket.io-*', '@socket.io/*'],
  message:
    'Socket.IO is used only in apps/server/src/realtime, apps/server/src/platform and apps/web/src/shared/realtime: publish through the realtime emitter port or the useChannel hook.',
};
const WEB_SERVER_ONLY = {
  group: [
    ...DRIZZLE.group,
    ...FASTIFY.group,
    'nodemailer',
    'sharp',
    '@node-rs/*',
    '@kabinet/server',
    '@kabinet/server/*',
  ],
  message: 'The web app runs in the browser: server packages cannot be imported here.',
};
// packages/domain: anything that is not zod, a relative path or the package itself (so also
// every Node built-in, react, fastify, drizzle-orm and socket.io).
const domainPure = (...allowed) => ({
  regex: `^(?!${['zod', '\\.{1,2}', '@kabinet/domain', ...allowed].map((name) => `${name}(/|$)`).join('|')})`,
  message:
    'packages/domain is pure TypeScript shared with the browser: it imports zod only (no Node built-ins, I/O, react, fastify, drizzle or socket.io).',
});

const restrict = (...patterns) => ['error', { patterns }];

// Feature folders under `dir`, read at lint time so new features get their zones automatically.
function featureFolders(dir) {
  try {
    return readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function webFeatureZones() {
  return featureFolders('apps/web/src/features').map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: lift shared code to src/shared, or compose the features in src/app.',
  }));
}

// The server twin: a feature's tables are its own. Another feature is used through what it
// exposes (its *.service.ts, *.policy.ts, a port the composition root passes in), never through
// its repository. Tests and their support files may arrange rows through any repository, as
// testing/factories.ts does; they sit above the features (see SERVER_TEST_SUPPORT below).
const SERVER_FEATURES = 'apps/server/src/features';
function serverFeatureZones() {
  return featureFolders(SERVER_FEATURES).map((feature) => ({
    target: `./${SERVER_FEATURES}/${feature}`,
    from: `./${SERVER_FEATURES}/**/*.repository.ts`,
    // Exceptions of a glob zone are matched as given, so they are absolute.
    except: [join(root, SERVER_FEATURES, feature, '**')],
    message:
      "Features use each other only through what they expose: call the other feature's service or policy (or take a port that services.ts passes in), never its repository.",
  }));
}
const SERVER_TEST_SUPPORT = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*.test-support.ts',
  'apps/server/src/**/*.fixtures.ts',
];
// Routes and the request readers beside them (*.request.ts) are HTTP only.
const SERVER_ROUTES_ZONE = {
  target: [
    './apps/server/src/features/**/*.routes.ts',
    './apps/server/src/features/**/*.request.ts',
  ],
  from: './apps/server/src/db',
  message:
    'Routes are HTTP only: parse, call the service, serialize. Database access goes through the feature repository.',
};
// Zones resolve against the repo root, wherever eslint is started from.
const restrictPaths = (...zones) => ['error', { basePath: root, zones }];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/migrations/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'screenshots/**',
      // The Capacitor native projects: generated, and `cap sync` copies the built web into them.
      'apps/web/android/**',
      'apps/web/ios/**',
      '**/*.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'warn' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'error',
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
      complexity: ['warn', 12],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/newline-after-import': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
    },
  },

  // Type-aware rules, TypeScript sources only (projectService finds each workspace's tsconfig).
  {
    files: [TS],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Tool configs sit outside every tsconfig: lint them without type information.
    files: ['*.{ts,mts,cts}', '{apps,packages}/*/*.config.{ts,mts}', '{e2e,bench}/*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },

  // Browser code.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/*.config.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser has no logger; SPEC §8 asks for failures to be logged to the console.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },

  // Tests: long describe blocks are normal.
  {
    files: TESTS,
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off', complexity: 'off' },
  },

  // Console output belongs to the scripts, the benches, e2e and the server's entry points (the app
  // and the realtime-only node print their URL and demo logins).
  {
    files: [
      'scripts/**',
      'e2e/**',
      'bench/**',
      '.ci/**',
      'apps/server/src/main.ts',
      'apps/server/src/app-main.ts',
      'apps/server/src/realtime/realtime-node.ts',
    ],
    rules: { 'no-console': 'off' },
  },

  // ---- Import boundaries (CONVENTIONS §4.10) ----
  // Package bans use no-restricted-imports; a later block for the same file replaces the list,
  // so each block below carries every ban that applies to its files.
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(domainPure()) },
  },
  {
    // Domain tests may also use their runners.
    files: ['packages/domain/**/*.test.ts', 'packages/domain/*.config.ts'],
    rules: { 'no-restricted-imports': restrict(domainPure('vitest', 'fast-check')) },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/platform/**',
      'apps/server/src/testing/**',
    ],
    rules: { 'no-restricted-imports': restrict(DRIZZLE) },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    ignores: ['apps/server/src/platform/**', 'apps/server/src/db/**'],
    rules: { 'no-restricted-imports': restrict(DRIZZLE, FASTIFY) },
  },
  {
    files: ['apps/server/src/platform/**/*.service.ts'],
    rules: { 'no-restricted-imports': restrict(FASTIFY) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(WEB_SERVER_ONLY) },
  },
  // Socket.IO uses a second rule instance so it composes with the bans above.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'apps/server/src/realtime/**',
      'apps/server/src/platform/**',
      'apps/web/src/shared/realtime/**',
      ...TESTS,
    ],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(SOCKET_IO) },
  },
  // Money is integer kopecks, converted by the domain's helpers only: a hand-written `* 100` once
  // turned 0.29 ₽ into 28 kopecks, and `/ 100` beside a rounding rule drifted from the spec's.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['left', 'right'].map((side) => ({
          selector: `BinaryExpression[operator=/^[*\\/]$/][${side}.value=100]`,
          message:
            'Money and percents go through @kabinet/domain: parseKopecks, kopecksToRoubles, roublesToKopecks, kopecksToDecimal, formatKopecks(Whole), percentOf, basisPointsToPercent, percentToBasisPoints.',
        })),
      ],
    },
  },
  // Path zones: features stay independent, shared stays below features and app. As with the
  // package bans, a later block for the same file replaces the zone list.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictPaths(
        ...webFeatureZones(),
        {
          target: './apps/web/src/shared',
          from: ['./apps/web/src/features', './apps/web/src/app'],
          message:
            'src/shared sits below features and app: pass data in through props or hooks instead of importing upwards.',
        },
        {
          target: './apps/web/src/features',
          from: './apps/web/src/app',
          message:
            'Features do not import from src/app: the app composes features, not the other way round.',
        },
        SERVER_ROUTES_ZONE,
        {
          target: ['./apps/server/src/db', './apps/server/src/platform'],
          from: './apps/server/src/features',
          message:
            'db/ and platform/ sit below the features: take what you need as an argument or a port, and compose features from the top (services.ts, demo-seed.ts).',
        },
      ),
    },
  },
  {
    files: [`${SERVER_FEATURES}/**/*.ts`],
    ignores: SERVER_TEST_SUPPORT,
    rules: {
      'import-x/no-restricted-paths': restrictPaths(SERVER_ROUTES_ZONE, ...serverFeatureZones()),
    },
  },

  // Prettier owns formatting: turn off every stylistic rule it would fight with.
  prettier,
  // eslint-config-prettier turns `curly` off; bring it back in a form Prettier never fights:
  // a one-line `if (!user) return null;` is fine, a body on its own line needs braces.
  { rules: { curly: ['error', 'multi-line', 'consistent'] } },
);
