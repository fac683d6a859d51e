// The request side of the fake Bot API (fake-telegram-api.ts): a call's parameters from a JSON,
// urlencoded or multipart body, and the answers' envelope.
import type { IncomingMessage } from 'node:http';

/** A file sent to or by the bot. */
export type FakeTelegramFile = {
  fileId: string;
  name: string;
  mimeType: string;
  bytes: Buffer;
};

/** An answer of the Bot API: the HTTP status and `{ok, result}` or `{ok: false, …}`. */
export type Answer = { status: number; body: unknown };

export const ok = (result: unknown): Answer => ({ status: 200, body: { ok: true, result } });

export const failed = (status: number, description: string, parameters?: unknown): Answer => ({
  status,
  body: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
});

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A value as the Bot API reads it: JSON-looking strings of a form are parsed. */
function parseValue(value: string): unknown {
  if (!/^([[{]|-?\d+$|true$|false$)/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The parts of a multipart body: string fields parsed, files by part name. */
async function readForm(
  body: Buffer,
  contentType: string,
): Promise<{ params: Record<string, unknown>; parts: Map<string, FakeTelegramFile> }> {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  }).formData();
  const params: Record<string, unknown> = {};
  const parts = new Map<string, FakeTelegramFile>();
  for (const [key, value] of form) {
    if (typeof value === 'string') {
      params[key] = parseValue(value);
      continue;
    }
    parts.set(key, {
      fileId: '',
      name: value.name,
      mimeType: value.type || 'application/octet-stream',
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { params, parts };
}

/** The parameters of a call: JSON, urlencoded or multipart (files resolved from attach://). */
export async function readParams(
  request: IncomingMessage,
  url: URL,
): Promise<{ params: Record<string, unknown>; files: Map<string, FakeTelegramFile> }> {
  const query = Object.fromEntries(
    [...url.searchParams].map(([key, value]) => [key, parseValue(value)]),
  );
  const files = new Map<string, FakeTelegramFile>();
  const body = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  if (body.length === 0) return { params: query, files };
  if (type.includes('application/json')) {
    return { params: { ...query, ...(JSON.parse(body.toString('utf8')) as object) }, files };
  }
  const { params, parts } = await readForm(body, type);
  for (const [key, value] of Object.entries(params)) {
    const part =
      typeof value === 'string' && value.startsWith('attach://')
        ? parts.get(value.slice('attach://'.length))
        : undefined;
    if (part) files.set(key, part);
  }
  // A file sent as a part named by its field, without attach://.
  for (const [key, part] of parts) {
    if (!(key in params)) files.set(key, part);
  }
  return { params: { ...query, ...params }, files };
}
