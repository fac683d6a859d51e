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

type RawPart = { name: string; fileName: string | null; type: string | null; content: Buffer };

/**
 * The parts of a multipart body, read as Telegram reads them: grammY writes a file's name
 * unquoted (`filename=Счёт № 1.pdf`), which undici's strict FormData parser refuses.
 */
function multipartParts(body: Buffer, contentType: string): RawPart[] {
  const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: RawPart[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    const chunk = body.subarray(at + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, headerEnd).toString('utf8');
    const name = /[;\s]name="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (name !== undefined) {
      parts.push({
        name,
        fileName: /filename="?([^"\r\n]+?)"?(?:;|\r|\n|$)/i.exec(head)?.[1] ?? null,
        type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? null,
        content: chunk.subarray(headerEnd + 4),
      });
    }
    at = next;
  }
  return parts;
}

/** The file's type as Telegram tells it: by its name when the upload says only octet-stream. */
function mimeTypeOf(part: RawPart): string {
  if (part.type && part.type !== 'application/octet-stream') return part.type;
  return part.fileName?.toLowerCase().endsWith('.pdf')
    ? 'application/pdf'
    : (part.type ?? 'application/octet-stream');
}

/** The parts of a multipart body: string fields parsed, files by part name. */
function readForm(
  body: Buffer,
  contentType: string,
): { params: Record<string, unknown>; parts: Map<string, FakeTelegramFile> } {
  const params: Record<string, unknown> = {};
  const parts = new Map<string, FakeTelegramFile>();
  for (const part of multipartParts(body, contentType)) {
    if (part.fileName === null) {
      params[part.name] = parseValue(part.content.toString('utf8'));
      continue;
    }
    parts.set(part.name, {
      fileId: '',
      name: part.fileName,
      mimeType: mimeTypeOf(part),
      bytes: Buffer.from(part.content),
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
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body.toString('utf8'));
    const fields = Object.fromEntries([...form].map(([key, value]) => [key, parseValue(value)]));
    return { params: { ...query, ...fields }, files };
  }
  const { params, parts } = readForm(body, type);
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
