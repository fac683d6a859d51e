import { createInflateRaw } from 'node:zlib';

/** How much an uploaded archive (an XLSX, a DOCX) may hold once unpacked. */
export type ZipLimits = {
  /** Files inside. */
  entries: number;
  /** Bytes of all of them unpacked. */
  unpackedBytes: number;
  /** `<row` elements in the entries `countRowsIn` names (an XLSX's sheets). */
  rows: number;
  countRowsIn?: RegExp;
};

/** Why an archive is refused: it is no zip we read, or it unpacks beyond a limit. */
export type ZipProblem = 'unreadable' | 'entries' | 'unpacked' | 'rows';

type Entry = { name: string; method: number; compressed: number; declared: number; at: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

/** The central directory's entries, read from the end record; null when it is not one. */
function centralDirectory(zip: Buffer, maxEntries: number): Entry[] | 'entries' | null {
  // The end record is the last 22 bytes plus a comment of at most 65,535.
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from && end === -1; i -= 1) {
    if (zip.readUInt32LE(i) === EOCD) end = i;
  }
  if (end === -1) return null;
  const count = zip.readUInt16LE(end + 10);
  if (count > maxEntries) return 'entries';
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      declared: zip.readUInt32LE(at + 24),
      at: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // ZIP64 sizes are for archives of 4 GB; nothing we accept is one.
    if (entry.compressed === ZIP64 || entry.declared === ZIP64) return null;
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header. */
function dataOf(zip: Buffer, entry: Entry): Buffer | null {
  const { at } = entry;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressed;
  return end <= zip.length ? zip.subarray(start, end) : null;
}

/**
 * Inflates `data` as a stream, counting bytes (and `<row` when asked), and stops as soon as
 * `budget` says so: a bomb is never unpacked further than the limit it breaks.
 */
function inflateCounting(
  data: Buffer,
  countRows: boolean,
  budget: (bytes: number, rows: number) => ZipProblem | null,
): Promise<ZipProblem | null> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let tail = '';
    let settled = false;
    const finish = (problem: ZipProblem | null) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(problem);
    };
    inflate.on('data', (chunk: Buffer) => {
      let rows = 0;
      if (countRows) {
        // latin1 keeps one character per byte; a `<row` split between chunks is joined by the tail.
        const text = tail + chunk.toString('latin1');
        for (let i = text.indexOf('<row'); i !== -1; i = text.indexOf('<row', i + 4)) rows += 1;
        tail = text.slice(-3);
      }
      const problem = budget(chunk.length, rows);
      if (problem) finish(problem);
    });
    inflate.on('error', () => finish('unreadable'));
    inflate.on('end', () => finish(null));
    inflate.end(data);
  });
}

/**
 * Security R25 for archives: an upload's zip is read from its central directory (entries
 * counted, declared sizes summed) and then unpacked as a stream entry by entry, counting the
 * real bytes — declared sizes can lie — and the rows of the sheets, stopping at the first limit
 * passed. Nothing is kept; a 600 KiB file that unpacks to 200 MB costs the few megabytes
 * inflated before the limit, in zlib's threads. Answers what is wrong, or null.
 */
export async function inspectZip(zip: Buffer, limits: ZipLimits): Promise<ZipProblem | null> {
  const entries = centralDirectory(zip, limits.entries);
  if (entries === null || entries === 'entries') return entries ?? 'unreadable';
  const declared = entries.reduce((sum, entry) => sum + entry.declared, 0);
  if (declared > limits.unpackedBytes) return 'unpacked';
  const totals = { unpacked: 0, rows: 0 };
  for (const entry of entries) {
    const problem = await unpackCounting(zip, entry, limits, totals);
    if (problem) return problem;
  }
  return null;
}

/** One entry unpacked against the limits, adding to the archive's `totals`. */
async function unpackCounting(
  zip: Buffer,
  entry: Entry,
  limits: ZipLimits,
  totals: { unpacked: number; rows: number },
): Promise<ZipProblem | null> {
  const data = dataOf(zip, entry);
  if (!data || (entry.method !== 0 && entry.method !== 8)) return 'unreadable';
  const countRows = limits.countRowsIn?.test(entry.name) ?? false;
  let inEntry = 0;
  const budget = (bytes: number, rows: number): ZipProblem | null => {
    totals.unpacked += bytes;
    totals.rows += rows;
    inEntry += bytes;
    if (totals.unpacked > limits.unpackedBytes) return 'unpacked';
    if (totals.rows > limits.rows) return 'rows';
    // More than it declared: a lying entry is refused before it grows any further.
    return inEntry > entry.declared ? 'unreadable' : null;
  };
  return entry.method === 0
    ? budget(data.length, countRows ? countRowTags(data) : 0)
    : inflateCounting(data, countRows, budget);
}

function countRowTags(data: Buffer): number {
  let rows = 0;
  for (let i = data.indexOf('<row'); i !== -1; i = data.indexOf('<row', i + 4)) rows += 1;
  return rows;
}
