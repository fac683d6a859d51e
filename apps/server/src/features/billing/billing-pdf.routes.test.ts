// Issue 13 «Must show»: a company's invoice as a PDF the client downloads — its text (pdftotext)
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
