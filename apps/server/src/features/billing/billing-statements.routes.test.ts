// Issue 13 «Bank transfer»: staff import the bank's 1CClientBankExchange statement (windows-1251,
// as banks export it); payments are matched to invoices by the number in the purpose and the
// payer's INN, applied once however often the file is imported, and the rest is listed with why.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { assignedManager, connectTariff, onlyInvoice } from './billing.fixtures.ts';

const t = useTestApp();
const FIRM_ACCOUNT = '40702810938000012345';

type Order = { number: string; sum: string; payerInn: string; purpose: string; outgoing?: boolean };

/** A statement of the firm's account with these payment orders, in the bank's own layout. */
function statement(orders: Order[]): Buffer {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=СберБизнес',
    'ДатаНачала=25.11.2026',
    'ДатаКонца=25.11.2026',
    `РасчСчет=${FIRM_ACCOUNT}`,
    ...orders.flatMap((order) => [
      'СекцияДокумент=Платежное поручение',
      `Номер=${order.number}`,
      'Дата=25.11.2026',
      `Сумма=${order.sum}`,
      `ПлательщикСчет=${order.outgoing ? FIRM_ACCOUNT : '40702810500000001234'}`,
      `ПлательщикИНН=${order.payerInn}`,
      'Плательщик1=ООО "Клиент"',
      `ПолучательСчет=${order.outgoing ? '40702810100000009999' : FIRM_ACCOUNT}`,
      'ДатаПоступило=25.11.2026',
      `НазначениеПлатежа=${order.purpose}`,
      'КонецДокумента',
    ]),
    'КонецФайла',
  ];
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1251');
}

function upload(headers: Record<string, string>, bytes: Buffer, name = 'kl_to_1c.txt') {
  const form = multipartFile('file', name, 'text/plain', bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/bank-statements',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

async function clientWithInvoice() {
  t.clock.set(NOW);
  const client = await createTariffClient(t);
  await connectTariff(t, client);
  return { client, invoice: await onlyInvoice(t, client) };
}

const roubles = (kopecks: number) => (kopecks / 100).toFixed(2);

async function invoiceOf(client: TariffClient) {
  const response = await t.app.inject({
    url: `/api/v1/companies/${client.company.id}/invoices`,
    headers: client.headers,
  });
  return response.json().data[0] as { status: string; paid_kopecks: number };
}

describe('POST /api/v1/staff/bank-statements', () => {
  it('settles an invoice by its number and the payer’s INN, and lists the rest with the reason', async () => {
    const { client, invoice } = await clientWithInvoice();
    const manager = await assignedManager(t, client);
    const other = await clientWithInvoice();
    const file = statement([
      {
        number: '341',
        sum: roubles(invoice.total_kopecks),
        payerInn: client.company.inn,
        purpose: `Оплата по счету № ${invoice.number} от 21.11.2026 за бухгалтерские услуги. Без налога (НДС)`,
      },
      {
        number: '342',
        sum: '500.00',
        payerInn: client.company.inn,
        purpose: 'Оплата за услуги',
      },
      {
        number: '343',
        sum: '100.00',
        payerInn: '7707083893',
        purpose: `Оплата по сч. ${invoice.number}`,
      },
      {
        number: '344',
        sum: roubles(other.invoice.total_kopecks),
        payerInn: other.client.company.inn,
        purpose: `Оплата счета №${other.invoice.number}`,
      },
      {
        number: '900',
        sum: '490.00',
        payerInn: '7707083893',
        purpose: 'Комиссия банка',
        outgoing: true,
      },
    ]);

    const response = await upload(manager.headers, file);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      file_name: 'kl_to_1c.txt',
      applied: 1,
      applied_kopecks: invoice.total_kopecks,
      unmatched: 3,
    });
    const byNumber = Object.fromEntries(
      (data.items as { number: string; result: string; reason: string | null }[]).map((item) => [
        item.number,
        [item.result, item.reason],
      ]),
    );
    expect(byNumber).toEqual({
      '341': ['applied', null],
      '342': ['unmatched', 'В назначении платежа нет номера счёта'],
      '343': [
        'unmatched',
        `ИНН плательщика 7707083893 не совпадает с ИНН покупателя по счёту № ${invoice.number}`,
      ],
      '344': ['unmatched', 'Счёт клиента, которого вы не ведёте'],
      '900': ['skipped', 'Списание со счёта фирмы'],
    });
    expect(await invoiceOf(client)).toMatchObject({
      status: 'paid',
      paid_kopecks: invoice.total_kopecks,
    });
    expect(await invoiceOf(other.client)).toMatchObject({ status: 'issued', paid_kopecks: 0 });
    const tariff = await t.app.inject({
      url: '/api/company-tariff-last-by-active',
      headers: client.headers,
    });
    expect(tariff.json().data.status).toBe('NEW');

    // The same statement again (a second download of the day) applies nothing twice.
    const again = (await upload(manager.headers, file)).json().data;
    expect(again.applied).toBe(0);
    expect(again.items[0]).toMatchObject({ result: 'already', result_name: 'Уже учтён' });
    expect((await invoiceOf(client)).paid_kopecks).toBe(invoice.total_kopecks);
  });

  it('lets an admin settle any company, and keeps an overpayment for staff', async () => {
    const { client, invoice } = await clientWithInvoice();
    const admin = await createStaff(t, 'admin');
    const file = statement([
      {
        number: '77',
        sum: roubles(invoice.total_kopecks + 100),
        payerInn: client.company.inn,
        purpose: `Оплата по счёту № ${invoice.number}`,
      },
    ]);
    const data = (await upload(admin.headers, file)).json().data;
    expect(data.items[0].result).toBe('unmatched');
    expect(data.items[0].reason).toMatch(/^Сумма больше остатка по счёту/);
    expect(data.items[0].invoice).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      company_id: client.company.id,
    });
  });

  it('answers 422 with the parser’s Russian message for a file that is not a statement', async () => {
    const admin = await createStaff(t, 'admin');
    const response = await upload(admin.headers, Buffer.from('<html>не выписка</html>'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toHaveLength(1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/bank-statements',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toEqual(['Выберите файл выписки.']);
  });

  it('refuses a client (403)', async () => {
    const { client, invoice } = await clientWithInvoice();
    const file = statement([
      {
        number: '1',
        sum: roubles(invoice.total_kopecks),
        payerInn: client.company.inn,
        purpose: `Оплата по счёту № ${invoice.number}`,
      },
    ]);
    const response = await upload(client.headers, file);
    expect(response.statusCode).toBe(403);
    expect((await invoiceOf(client)).status).toBe('issued');
  });
});
