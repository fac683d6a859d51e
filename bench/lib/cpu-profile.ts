import { readFileSync } from 'node:fs';

/** A V8 .cpuprofile as the inspector's Profiler.stop and `--cpu-prof` write it. */
interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples?: number[];
}

/**
 * The mechanisms a chat send spends CPU on, matched on a frame's script URL or function name.
 * A sample is charged to the innermost frame that matches one (a native JSON.stringify called
 * by the response serializer counts as serialisation, a pg-protocol parse as a round trip).
 */
const NODE = 'node: HTTP, net, streams';

const MECHANISMS: Array<[string, RegExp]> = [
  ['logging (pino)', /\/node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//],
  [
    'limiter (@fastify/rate-limit)',
    /\/node_modules\/@fastify\/rate-limit\/|\/platform\/rate-limit\.ts/,
  ],
  [
    'auth (token lookup, hook)',
    /\/platform\/auth-hook\.ts|\/features\/auth\/|\/platform\/secrets\.ts/,
  ],
  [
    'validation (zod, text guard)',
    /\/node_modules\/zod\/|\/platform\/text-guard\.ts|\/platform\/zod-russian\.ts|chat-message-send\.request\.ts/,
  ],
  [
    'serialisation (response, serializers)',
    /\/node_modules\/(fast-json-stringify|fastify-type-provider-zod)\/|\.serializers\.ts|\/fastify\/lib\/(reply|error-serializer)\.js/,
  ],
  [
    'socket fan-out (socket.io, engine.io, ws)',
    /\/node_modules\/(socket\.io|socket\.io-adapter|socket\.io-parser|engine\.io|engine\.io-parser|ws)\/|\/platform\/realtime(-emitter)?\.ts/,
  ],
  [
    'DB round trips (pg, drizzle)',
    /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-array|postgres-date|drizzle-orm)\/|\/src\/db\//,
  ],
  ['notifications', /\/features\/notifications\//],
  ['chat send (feature code)', /\/features\/chat\//],
  [
    'HTTP framework (fastify, find-my-way)',
    /\/node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify\/[\w-]+)\//,
  ],
  [NODE, /^node:/],
];

export interface ProfileSummary {
  totalMs: number;
  mechanisms: Array<{ name: string; ms: number; share: number }>;
  functions: Array<{ name: string; ms: number; share: number }>;
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/apps\/server\/src\//, 'server/');

/** Self time by mechanism and the top functions by self time, idle left out. */
export function summarizeProfile(path: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const parentOf = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const totalSamples = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const msPerSample =
    totalSamples > 0 ? (profile.endTime - profile.startTime) / 1000 / totalSamples : 0;
  // Node's own frames (a socket's writev, the HTTP parser) count for the package or app frame
  // that called them, when one did; only what no such frame called stays with node.
  const mechanismOf = (id: number): string => {
    let nodeOwn: string | null = null;
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      if (frame.functionName === '(garbage collector)') return 'garbage collection';
      if (frame.functionName === '(program)') return 'native, outside JS (program)';
      const found = MECHANISMS.find(([, pattern]) => pattern.test(frame.url));
      if (found?.[0] === NODE) nodeOwn ??= NODE;
      else if (found) return found[0];
    }
    return nodeOwn ?? 'other';
  };
  const mechanisms = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (hits === 0 || functionName === '(idle)') continue;
    busy += hits;
    const mechanism = mechanismOf(node.id);
    mechanisms.set(mechanism, (mechanisms.get(mechanism) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : '(native)'}`;
    functions.set(name, (functions.get(name) ?? 0) + hits);
  }
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([name, hits]) => ({ name, ms: hits * msPerSample, share: busy ? hits / busy : 0 }));
  return {
    totalMs: busy * msPerSample,
    mechanisms: rank(mechanisms),
    functions: rank(functions).slice(0, top),
  };
}
