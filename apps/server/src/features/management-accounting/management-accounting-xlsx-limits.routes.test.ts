// An XLSX that unpacks to hundreds of megabytes is refused at upload, and previews are made off
// the event loop: the bomb is built here, with node:zlib, rather than kept as a binary.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { crc32, createDeflateRaw } from 'node:zlib';

import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';

import { multipartUpload } from './management-accounting.test-support.ts';

const t = useTestApp();
const MB = 1024 * 1024;

/** Raw deflate at level 9 of `parts` pieces made by `chunk(n)`, fed one at a time. */
async function deflated(parts: number, chunk: (n: number) => string) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (let n = 0; n < parts; n += 1) {
    const part = Buffer.from(chunk(n));
    crc = crc32(part, crc);
    size += part.length;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

type ZipEntry = { name: string; data: Buffer; crc: number; size: number };

/** A zip of deflated entries (method 8) with its central directory. */
function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const header = (signature: number, length: number, shift: number) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      buffer.writeUInt16LE(20, 4 + shift);
      buffer.writeUInt16LE(8, 8 + shift);
      buffer.writeUInt32LE(entry.crc, 14 + shift);
      buffer.writeUInt32LE(entry.data.length, 18 + shift);
      buffer.writeUInt32LE(entry.size, 22 + shift);
      buffer.writeUInt16LE(name.length, 26 + shift);
      return buffer;
    };
    const central = header(0x02014b50, 46, 2);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    parts.push(header(0x04034b50, 30, 0), name, entry.data);
    directory.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const text = async (name: string, value: string) => ({ name, ...(await deflated(1, () => value)) });
const NS = 'http://schemas.openxmlformats.org';

/**
 * A valid one-sheet XLSX whose sheet is 200 MiB of one-cell rows (one in 300 numbered, which
 * keeps deflate's ratio near the 350:1 of the file that stalled the server): about 600 KiB.
 */
async function spreadsheetBomb(): Promise<{ bytes: Buffer; unpacked: number }> {
  const rowsPerPart = 40_000;
  const parts = 202;
  const open = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>`;
  const sheet = await deflated(parts, (n) => {
    const rows: string[] = n === 0 ? [open] : [];
    for (let i = 0; i < rowsPerPart; i += 1) {
      const r = n * rowsPerPart + i + 1;
      rows.push(
        i % 300 === 0 ? `<row r="${r}"><c><v>1</v></c></row>` : '<row><c><v>1</v></c></row>',
      );
    }
    if (n === parts - 1) rows.push('</sheetData></worksheet>');
    return rows.join('');
  });
  const entries = [
    await text(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    await text(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    await text(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="ОПиУ" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    await text(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
  return { bytes: zipOf(entries), unpacked: sheet.size };
}

/** An honest, large report: 20,000 rows of 10 columns (several MB of sheet XML). */
async function largeWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ДДС за год');
  sheet.addRow([
    'Дата',
    'Статья',
    'Контрагент',
    'Приход',
    'Расход',
    'Остаток',
    'ИНН',
    'Счёт',
    'Проект',
    'Комментарий',
  ]);
  for (let r = 1; r <= 20_000; r += 1) {
    sheet.addRow([
      new Date(Date.UTC(2026, r % 12, (r % 28) + 1)),
      'Оплата поставщику',
      `ООО «Поставщик ${r % 300}»`,
      r * 10.5,
      r * 3.25,
      r * 7.25,
      '7701234560',
      '40702810900000012345',
      `Проект ${r % 17}`,
      'Без замечаний',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let companyId: number;
let staff: Record<string, string>;
let member: Record<string, string>;
const base = () => `/api/v1/companies/${companyId}/accounting-management/files`;

function upload(bytes: Buffer) {
  const body = multipartUpload(
    { kind: 'cash_flow', period_type: 'month', period: '2026-10' },
    { name: 'ДДС.xlsx', type: 'application/octet-stream', bytes },
  );
  return t.app.inject({
    method: 'POST',
    url: base(),
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  const owner = await createUser(t.db);
  companyId = (await createCompany(t.db, owner.id)).id;
  member = bearer(await loginAs(t.app, owner));
  staff = (await createStaff(t, 'admin')).headers;
});

describe('a spreadsheet bomb', () => {
  it('is refused at upload with a Russian 422, and nothing is stored', async () => {
    const bomb = await spreadsheetBomb();
    expect(bomb.bytes.length).toBeGreaterThan(400 * 1024);
    expect(bomb.bytes.length).toBeLessThan(800 * 1024);
    expect(bomb.unpacked).toBeGreaterThanOrEqual(200 * MB);

    const started = performance.now();
    const response = await upload(bomb.bytes);
    const refusedInMs = Math.round(performance.now() - started);
    expect(response.statusCode, `refused in ${refusedInMs} ms`).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/^Таблица слишком велика/);

    const list = await t.app.inject({ method: 'GET', url: base(), headers: member });
    expect(list.json().data).toEqual([]);
  }, 120_000);
});

describe('the preview of a large honest workbook', () => {
  it('is made off the event loop (no stall over 200 ms), then kept and served again', async () => {
    const uploaded = await upload(await largeWorkbook());
    expect(uploaded.statusCode).toBe(201);
    const url = `${base()}/${uploaded.json().data.id}/preview`;

    const folder = path.join(t.config.dataDir, 'files', 'management', String(companyId));
    const previewOnce = async () => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      const answer = await t.app.inject({ method: 'GET', url, headers: member });
      const tookMs = Math.round(performance.now() - started);
      delay.disable();
      expect(answer.statusCode, `preview made in ${tookMs} ms`).toBe(200);
      return { answer, stallMs: Math.round(delay.max / 1e6) };
    };
    let { answer: response, stallMs: maxStallMs } = await previewOnce();
    // The other test files share the two cores, so the scheduler can pause this loop too; a
    // parse on the loop stalls it every time, for seconds, so the preview is made anew (its
    // cache removed) up to three times and the shortest stall counts.
    for (let tries = 1; maxStallMs >= 200 && tries < 3; tries += 1) {
      for (const name of await readdir(folder)) {
        if (name.endsWith('-preview.json')) await rm(path.join(folder, name));
      }
      const again = await previewOnce();
      response = again.answer;
      maxStallMs = Math.min(maxStallMs, again.stallMs);
    }
    expect(response.json().data.sheets[0]).toMatchObject({
      name: 'ДДС за год',
      row_count: 20_001,
      truncated: true,
    });
    expect(maxStallMs).toBeLessThan(200);

    const stored = await readdir(folder);
    expect(stored.filter((name) => name.endsWith('-preview.json'))).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url, headers: member });
    expect(again.json()).toEqual(response.json());
  }, 180_000);
});
