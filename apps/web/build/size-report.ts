import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const KiB = 1024;
/**
 * Response headers of one asset as the server sends them (nosniff, CORP, HSTS, caching):
 * about 0.8 KiB since the document-only headers left the assets (1.4 KiB before), which
 * e2e/quality.spec.ts counts too. Each extra chunk costs this much.
 */
const HEADER_BYTES = 800;

/** What a route loads besides the entry: the source modules of its lazy chunks (apps/web-relative). */
interface Route {
  name: string;
  modules: string[];
  /** The standard (README «Standards»): login ≤ 150 KiB of JavaScript transferred, others ≤ 250. */
  budget: number;
}

const SIGNED_IN = 'src/app/shell/app-shell.tsx';
/**
 * socket.io-client: its own chunk, imported by the realtime connection on the first channel
 * subscription, which every signed-in page makes while it loads (the shell's user channel).
 */
const SOCKET_IO = '../../node_modules/socket.io-client/build/esm/index.js';
const page = (file: string) => `src/features/${file}`;

/** The routes of e2e/quality.spec.ts, by the lazy modules each one opens. */
const ROUTES: Route[] = [
  { name: 'entry (all routes)', modules: [], budget: 150 },
  { name: '/auth/login', modules: [page('auth/pages/login-page.tsx')], budget: 150 },
  { name: '/ (client)', modules: [SIGNED_IN, page('home/pages/main-page.tsx')], budget: 250 },
  {
    name: '/chat',
    modules: [
      SIGNED_IN,
      page('chat/pages/chat-page.tsx'),
      page('chat/pages/conversation-page.tsx'),
    ],
    budget: 250,
  },
  { name: '/company', modules: [SIGNED_IN, page('companies/pages/company-page.tsx')], budget: 250 },
  {
    name: '/service/tariff',
    modules: [SIGNED_IN, page('tariffs/pages/tariff-page.tsx')],
    budget: 250,
  },
  {
    name: '/ (staff)',
    modules: [SIGNED_IN, page('staff/pages/staff-home-page.tsx')],
    budget: 250,
  },
  {
    name: '/inbox',
    modules: [
      SIGNED_IN,
      page('chat/pages/inbox-page.tsx'),
      page('chat/pages/conversation-page.tsx'),
    ],
    budget: 250,
  },
  { name: '/clients', modules: [SIGNED_IN, page('staff/pages/clients-page.tsx')], budget: 250 },
  {
    name: '/admin/companies',
    modules: [SIGNED_IN, page('admin-companies/pages/admin-companies-page.tsx')],
    budget: 250,
  },
  {
    name: '/admin/managers',
    modules: [SIGNED_IN, page('admin-managers/pages/admin-managers-page.tsx')],
    budget: 250,
  },
  {
    name: '/admin/audit',
    modules: [SIGNED_IN, page('admin-audit/pages/admin-audit-page.tsx')],
    budget: 250,
  },
  {
    name: '/admin/users',
    modules: [SIGNED_IN, page('admin-users/pages/admin-users-page.tsx')],
    budget: 250,
  },
  {
    name: '/clients/1',
    modules: [SIGNED_IN, 'src/app/client-card/client-card-page.tsx'],
    budget: 250,
  },
  { name: '/payment', modules: [SIGNED_IN, page('billing/pages/payment-page.tsx')], budget: 250 },
  {
    name: '/admin/billing',
    modules: [SIGNED_IN, page('admin-billing/pages/admin-billing-page.tsx')],
    budget: 250,
  },
  { name: '/tasks', modules: [SIGNED_IN, page('tasks/pages/tasks-page.tsx')], budget: 250 },
  {
    name: '/service/operations',
    modules: [SIGNED_IN, page('operations/pages/operations-page.tsx')],
    budget: 250,
  },
  {
    name: '/referral/info',
    modules: [SIGNED_IN, page('referral/pages/referral-info-page.tsx')],
    budget: 250,
  },
  {
    name: '/staff/referral-payouts',
    modules: [SIGNED_IN, page('referral/pages/staff-referral-payouts-page.tsx')],
    budget: 250,
  },
  {
    name: '/admin/referral-rules',
    modules: [SIGNED_IN, page('referral/pages/admin-referral-rules-page.tsx')],
    budget: 250,
  },
  { name: '/guides/:slug', modules: [SIGNED_IN, page('guides/pages/guide-page.tsx')], budget: 250 },
  {
    name: '/admin/guides',
    modules: [SIGNED_IN, page('guides/pages/admin-guides-page.tsx')],
    budget: 250,
  },
  {
    name: '/bank-statements',
    modules: [SIGNED_IN, page('bank-statements/pages/bank-statements-page.tsx')],
    budget: 250,
  },
  {
    name: '/admin/services',
    modules: [SIGNED_IN, page('services/pages/admin-services-page.tsx')],
    budget: 250,
  },
  {
    name: '/analytic',
    modules: [SIGNED_IN, page('analytics/pages/analytics-page.tsx')],
    budget: 250,
  },
  {
    name: '/company-reports',
    modules: [SIGNED_IN, page('reports/pages/company-reports-page.tsx')],
    budget: 250,
  },
  {
    name: '/staff/reports',
    modules: [SIGNED_IN, page('reports/pages/staff-reports-page.tsx')],
    budget: 250,
  },
  {
    name: '/documents',
    modules: [SIGNED_IN, page('acts/pages/staff-documents-page.tsx')],
    budget: 250,
  },
  {
    name: '/guides',
    modules: [SIGNED_IN, page('guides/pages/guides-page.tsx')],
    budget: 250,
  },
  {
    name: '/management-accounting/files',
    modules: [SIGNED_IN, page('management-accounting/pages/management-files-page.tsx')],
    budget: 250,
  },
  {
    name: '/management-accounting/graphs',
    modules: [SIGNED_IN, page('management-accounting/pages/management-graphs-page.tsx')],
    budget: 250,
  },
  {
    name: '/orders',
    modules: [SIGNED_IN, page('services/pages/staff-orders-page.tsx')],
    budget: 250,
  },
  {
    name: '/service/acts',
    modules: [SIGNED_IN, page('acts/pages/acts-page.tsx')],
    budget: 250,
  },
  {
    name: '/service/one-time-services',
    modules: [SIGNED_IN, page('services/pages/services-page.tsx')],
    budget: 250,
  },
  {
    name: '/service/orders',
    modules: [SIGNED_IN, page('services/pages/orders-page.tsx')],
    budget: 250,
  },
];

/** The part of a Rollup/Rolldown output chunk this report reads. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  modules: Record<string, { renderedLength: number }>;
}
type OutputBundle = Record<string, OutputChunk | { type: 'asset' }>;

const brotli = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Chunks a chunk needs before it runs: itself and its static imports (Vite preloads them too). */
function closure(chunks: Map<string, OutputChunk>, start: string, into: Set<string>): void {
  if (into.has(start)) return;
  into.add(start);
  for (const next of chunks.get(start)?.imports ?? []) closure(chunks, next, into);
}

/** The chunks of a build and their brotli sizes, measured once each. */
class BuildGraph {
  readonly chunks = new Map<string, OutputChunk>();
  private readonly chunkOfModule = new Map<string, string>();
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly root: string,
    bundle: OutputBundle,
  ) {
    for (const item of Object.values(bundle)) {
      if (item.type === 'chunk') this.chunks.set(item.fileName, item);
    }
    for (const chunk of this.chunks.values()) {
      for (const id of chunk.moduleIds) {
        this.chunkOfModule.set(path.relative(root, id), chunk.fileName);
      }
    }
  }

  /** Every file the route needs: the entries, its lazy modules' chunks and their imports. */
  filesOf(route: Route): Set<string> {
    const files = new Set<string>();
    for (const chunk of this.chunks.values()) {
      if (chunk.isEntry) closure(this.chunks, chunk.fileName, files);
    }
    const modules = route.modules.includes(SIGNED_IN)
      ? [...route.modules, SOCKET_IO]
      : route.modules;
    for (const module of modules) {
      const file = this.chunkOfModule.get(module);
      if (!file) throw new Error(`size report: ${module} is in no chunk`);
      closure(this.chunks, file, files);
    }
    return files;
  }

  brotliSize(file: string): number {
    const known = this.sizes.get(file);
    if (known !== undefined) return known;
    const size = brotli(this.chunks.get(file)?.code ?? '');
    this.sizes.set(file, size);
    return size;
  }

  /** The largest modules of these files (minified length, before compression). */
  largestModules(files: Set<string>, count: number): string[] {
    const modules = [...files].flatMap((file) =>
      Object.entries(this.chunks.get(file)?.modules ?? {}).map(
        ([id, info]) => [id, info.renderedLength, file] as const,
      ),
    );
    modules.sort((a, b) => b[1] - a[1]);
    return modules
      .slice(0, count)
      .map(
        ([id, length, file]) =>
          `    ${(length / KiB).toFixed(1).padStart(6)} KiB  ${path.relative(this.root, id)}  (${file})`,
      );
  }
}

function routeLine(route: Route, body: number, files: number): string {
  const bytes = body + files * HEADER_BYTES;
  const ratio = bytes / (route.budget * KiB);
  return (
    `${route.name.padEnd(20)} ${(bytes / KiB).toFixed(1).padStart(6)} KiB ` +
    `(${(body / KiB).toFixed(1).padStart(6)} KiB in ${String(files).padStart(2)} files + headers)` +
    `  budget ${route.budget} KiB  ${(ratio * 100).toFixed(0).padStart(3)} %${ratio > 1 ? '  OVER' : ''}`
  );
}

/**
 * Prints, after a build, the brotli JavaScript each quality-spec route loads before it renders:
 * the entry, the lazy chunks of its layout and page and everything they import statically,
 * plus the response headers of each file. Lazy parts a page opens later (a dialog) are not
 * counted; e2e/quality.spec.ts measures what the browser really transfers.
 * `KABINET_SIZE=files` lists each route's files, `KABINET_SIZE=modules` the largest modules of
 * each route (KABINET_SIZE_TOP of them, 25 by default).
 */
export function sizeReport(root: string, mode: string | undefined) {
  return {
    name: 'kabinet-size-report',
    apply: 'build' as const,
    generateBundle(_options: unknown, bundle: OutputBundle) {
      if (!mode) return;
      const graph = new BuildGraph(root, bundle);
      const lines = [
        '',
        'JavaScript per route (brotli + response headers, before the page opens anything lazily):',
      ];
      for (const route of ROUTES) {
        const files = graph.filesOf(route);
        const body = [...files].reduce((sum, file) => sum + graph.brotliSize(file), 0);
        lines.push(routeLine(route, body, files.size));
        if (mode === 'files') {
          const sorted = [...files].sort((a, b) => graph.brotliSize(b) - graph.brotliSize(a));
          for (const file of sorted) {
            lines.push(`    ${(graph.brotliSize(file) / KiB).toFixed(1).padStart(6)} KiB  ${file}`);
          }
        }
        if (mode === 'modules') {
          lines.push(...graph.largestModules(files, Number(process.env.KABINET_SIZE_TOP ?? 25)));
        }
      }
      process.stdout.write(`${lines.join('\n')}\n`);
    },
  };
}
