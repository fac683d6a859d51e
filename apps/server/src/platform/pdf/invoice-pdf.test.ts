import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { parsePaymentQrPayload } from '@kabinet/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeQr as decodeQrIn, pdfText } from '../../testing/pdf-reading.ts';

import { sampleInvoiceView } from './invoice-pdf.fixtures.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoicePdfView } from './invoice-pdf.types.ts';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writePdf(view: InvoicePdfView, name: string): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, await renderInvoicePdf(view));
  return file;
}

const run = promisify(execFile);
const decodeQr = (file: string) => decodeQrIn(file, dir);

describe('renderInvoicePdf', () => {
  it('prints the requisites, number, lines, total and the sum in words as text', async () => {
    const view = sampleInvoiceView();
    const text = await pdfText(await writePdf(view, 'usn'));

    expect(text).toContain('Счёт на оплату № 2026-0012 от 25 ноября 2026 г.');
    for (const requisite of [
      'ПАО Сбербанк, г. Москва',
      'БИК',
      '044525225',
      '30101810400000000225',
      '40702810938000012345',
      'ИНН 7707083893',
      'КПП 773601001',
      'ООО «Бухгалтерия Плюс»',
      'ООО «Ромашка», ИНН 7830002293, КПП 783001001',
    ]) {
      expect(text).toContain(requisite);
    }
    expect(text).toContain('Бухгалтерское обслуживание по тарифу');
    expect(text).toMatch(/Подготовка и сдача отчётности в ФНС\s+2\s+усл\.\s+1 800,00\s+3 600,00/u);
    expect(text).toMatch(/Итого:\s+15 600,00/u);
    expect(text).toMatch(/Без налога \(НДС\):\s+—/u);
    expect(text).toMatch(/Всего к оплате:\s+15 600,00/u);
    expect(text).toContain('Всего 2 наименования, на сумму 15 600,00 руб.');
    expect(text).toContain('Пятнадцать тысяч шестьсот рублей 00 копеек');
    expect(text).toContain('Оплатить не позднее 5 декабря 2026 г.');
    expect(text).toContain('Оплата по счёту № 2026-0012 от 25.11.2026. Без налога (НДС)');
    expect(text).toMatch(/Руководитель\s+Смирнова А\. В\.\s+Бухгалтер\s+Кузнецова Е\. П\./u);
    expect(text).not.toContain('страница'); // one page: no page numbers
  });

  it('prints «Основание» under the buyer, and none when the firm has set no contract', async () => {
    const text = await pdfText(await writePdf(sampleInvoiceView(), 'basis'));
    expect(text).toMatch(/Основание:\s+Договор № 15\/БУ от 01\.12\.2026/u);
    expect(text.indexOf('Основание:')).toBeGreaterThan(text.indexOf('Покупатель'));
    expect(text.indexOf('Основание:')).toBeLessThan(text.indexOf('Товары (работы, услуги)'));
    const none = await pdfText(await writePdf(sampleInvoiceView({ basis: null }), 'no-basis'));
    expect(none).not.toContain('Основание');
  });

  it('shows the VAT included for a seller that charges it', async () => {
    const text = await pdfText(await writePdf(sampleInvoiceView({ vatMode: 'vat_22' }), 'vat'));
    expect(text).toMatch(/В том числе НДС 22 %:\s+2 813,11/u);
    expect(text).toContain('В т.ч. НДС (22%) 2813.11 руб.');
    expect(text).not.toContain('Без налога');
  });

  it('embeds its Cyrillic font, so it reads the same on any machine', async () => {
    const { stdout } = await run('pdffonts', [await writePdf(sampleInvoiceView(), 'fonts')]);
    const fonts = stdout.split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatch(/Roboto/u);
      expect(font).toMatch(/\byes\s+yes\s+yes\b/u); // embedded, subset, with a Unicode map
    }
  });

  it('carries the exact ГОСТ Р 56042-2014 string in a QR code that decodes from the printed page', async () => {
    const view = sampleInvoiceView();
    const decoded = await decodeQr(await writePdf(view, 'qr'));

    expect(decoded).toBe(view.qrPayload);
    expect(decoded).toBe(
      'ST00012|Name=ООО «Бухгалтерия Плюс»|PersonalAcc=40702810938000012345|' +
        'BankName=ПАО Сбербанк, г. Москва|BIC=044525225|CorrespAcc=30101810400000000225|' +
        'PayeeINN=7707083893|KPP=773601001|' +
        'Purpose=Оплата по счёту № 2026-0012 от 25.11.2026. Без налога (НДС)|Sum=1560000',
    );
    expect(parsePaymentQrPayload(decoded ?? '')?.fields.Sum).toBe('1560000');
  });

  it('runs a long invoice onto a second page and keeps the totals', async () => {
    const line = sampleInvoiceView().lines[1];
    if (!line) throw new Error('the sample has two lines');
    const lines = Array.from({ length: 45 }, (_, i) => ({ ...line, name: `Услуга ${i + 1}` }));
    const view = sampleInvoiceView({ lines, totalKopecks: 45 * line.sumKopecks });
    const file = await writePdf(view, 'long');
    const { stdout } = await run('pdfinfo', [file]);
    expect(stdout).toMatch(/Pages:\s+2/u);
    const text = await pdfText(file);
    expect(text).toContain('Услуга 45');
    expect(text).toContain('Всего 45 наименований, на сумму 162 000,00 руб.');
    expect(text).toContain('Счёт на оплату № 2026-0012 · страница 2 из 2');
  });
});
