// A company's invoice as a PDF the client downloads — its text (pdftotext)
// holds the seller's and buyer's requisites and the sum in words, and the QR code read back from
// the rendered page is the exact ГОСТ Р 56042-2014 string; another company's PDF is a 404.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildPaymentQrPayload, sumInWords } from '@kabinet/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { decodeQr, pdfText } from '../../testing/pdf-reading.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { DEMO_COMPANIES } from '../companies/companies-demo.seed.ts';
import { updateCompany } from '../companies/companies.repository.ts';

import { DEMO_SELLER } from './billing-demo.seed.ts';
import { connectTariff, onlyInvoice } from './billing.fixtures.ts';

const t = useTestApp();
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invoice-route-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function withSeller() {
  const admin = await createStaff(t, 'admin');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/billing-settings',
    headers: admin.headers,
    payload: DEMO_SELLER,
  });
  expect(saved.statusCode).toBe(200);
}

function pdfOf(client: TariffClient, companyId: number, invoiceId: number) {
  return t.app.inject({
    url: `/api/v1/companies/${companyId}/invoices/${invoiceId}/pdf`,
    headers: client.headers,
  });
}

/** A client whose company keeps its legal address as companies do (the demo «Ромашка»'s). */
async function clientWithAddress() {
  const client = await createTariffClient(t);
  await updateCompany(t.db, client.company.id, { info: DEMO_COMPANIES[0].info });
  return client;
}

type InvoiceJson = {
  id: number;
  number: string;
  buyer: Record<string, unknown>;
  basis: string | null;
  lines: { name: string; quantity: number; period: { from: string; to: string } | null }[];
};

async function tariffInvoice() {
  await withSeller();
  t.clock.set(NOW);
  const client = await clientWithAddress();
  // Connected on 25 November for three months: November, December and January are paid for.
  await connectTariff(t, client);
  const { id } = await onlyInvoice(t, client);
  const response = await t.app.inject({
    url: `/api/v1/companies/${client.company.id}/invoices/${id}`,
    headers: client.headers,
  });
  return { client, invoice: response.json().data as InvoiceJson };
}

describe('an invoice as Russian practice expects it', () => {
  it('answers the buyer’s legal address, the months of each tariff line and the contract', async () => {
    const { invoice } = await tariffInvoice();
    expect(invoice.buyer.address).toBe('125009, г. Москва, ул. Тверская, д. 7');
    expect(invoice.basis).toBe('Договор № КУ-1/2026 от 12.01.2026');
    expect(invoice.lines[0]?.period?.from).toBe('2026-11');
    expect(invoice.lines.at(-1)?.period?.to).toBe('2027-01');
    expect(invoice.lines[0]?.name).toMatch(
      /^Бухгалтерское обслуживание по тарифу «.+» за ноябрь 2026 г\./,
    );
    const months = invoice.lines.reduce((sum, line) => sum + line.quantity, 0);
    expect(months).toBe(3);
  });

  it('prints them: the address, each line’s months, «Основание» and the signatories', async () => {
    const { client, invoice } = await tariffInvoice();
    const response = await pdfOf(client, client.company.id, invoice.id);
    const file = join(dir, `${invoice.number}-practice.pdf`);
    await writeFile(file, response.rawPayload);
    const text = await pdfText(file);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('125009, г. Москва, ул. Тверская, д. 7');
    expect(flat).toContain('Основание: Договор № КУ-1/2026 от 12.01.2026');
    expect(flat).toContain('за ноябрь 2026 г.');
    expect(text).toMatch(/Руководитель\s+Соколова А\. В\./);
    expect(text).toMatch(/Бухгалтер\s+Орлова Е\. П\./);
  });
});

describe('GET /api/v1/companies/{id}/invoices/{invoiceId}/pdf', () => {
  it('prints the requisites, the sum in words and the ГОСТ payment QR', async () => {
    await withSeller();
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    await connectTariff(t, client);
    const invoice = await onlyInvoice(t, client);

    const response = await pdfOf(client, client.company.id, invoice.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(`Счёт № ${invoice.number}.pdf`),
    );
    const file = join(dir, `${invoice.number}.pdf`);
    await writeFile(file, response.rawPayload);

    const text = await pdfText(file);
    for (const fragment of [
      `Счёт на оплату № ${invoice.number}`,
      DEMO_SELLER.inn,
      DEMO_SELLER.account,
      DEMO_SELLER.bik,
      client.company.inn,
      sumInWords(invoice.total_kopecks),
    ]) {
      expect(text).toContain(fragment);
    }
    const purpose = `Оплата по счёту № ${invoice.number} от 21.11.2026. Без налога (НДС)`;
    expect(await decodeQr(file, dir)).toBe(
      buildPaymentQrPayload({
        name: DEMO_SELLER.name,
        personalAcc: DEMO_SELLER.account,
        bankName: DEMO_SELLER.bank_name,
        bic: DEMO_SELLER.bik,
        correspAcc: DEMO_SELLER.correspondent_account,
        payeeInn: DEMO_SELLER.inn,
        kpp: DEMO_SELLER.kpp,
        purpose,
        sum: invoice.total_kopecks,
      }),
    );
  });

  it('keeps another company’s invoice PDF out of reach (404)', async () => {
    await withSeller();
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    await connectTariff(t, client);
    const invoice = await onlyInvoice(t, client);
    const stranger = await createTariffClient(t);
    expect((await pdfOf(stranger, client.company.id, invoice.id)).statusCode).toBe(404);
    expect((await pdfOf(stranger, stranger.company.id, invoice.id)).statusCode).toBe(404);
  });
});
