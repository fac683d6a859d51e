// Bank transfer: staff import the bank's 1CClientBankExchange statement (windows-1251,
// as banks export it); payments are matched to invoices by the number in the purpose and the
// payer's INN, applied once however often the file is imported, and the rest is listed with why.
import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import {
  assignedManager,
  connectTariff,
  onlyInvoice,
  setFirmRequisites,
} from './billing.fixtures.ts';
import {
  FIRM_ACCOUNT,
  roubles,
  statementFile as statement,
  uploadStatement,
} from './billing-statements.fixtures.ts';

const t = useTestApp();
const upload = (headers: Record<string, string>, bytes: Buffer) =>
  uploadStatement(t, headers, bytes);

async function clientWithInvoice() {
  t.clock.set(NOW);
  await setFirmRequisites(t, FIRM_ACCOUNT);
  const client = await createTariffClient(t);
  await connectTariff(t, client);
  return { client, invoice: await onlyInvoice(t, client) };
}

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
      '344': ['unmatched', 'Счёт не найден или клиент не ваш'],
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

  it('lets an admin settle any company, and keeps an overpayment on the balance as an advance', async () => {
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
    expect(data.items[0]).toMatchObject({
      result: 'applied',
      advance_kopecks: 100,
      reason: '1,00\u00a0₽ зачислены на баланс авансом',
      invoice: { id: invoice.id, number: invoice.number, company_id: client.company.id },
    });
    expect(await invoiceOf(client)).toMatchObject({
      status: 'paid',
      paid_kopecks: invoice.total_kopecks,
    });
  });

  it('shows a manager nothing of a company he does not serve, and applies none of its lines', async () => {
    const a = await clientWithInvoice();
    const b = await clientWithInvoice();
    const managerOfA = await assignedManager(t, a.client);
    const file = statement([
      {
        number: '501',
        sum: roubles(b.invoice.total_kopecks),
        payerInn: b.client.company.inn,
        purpose: `Оплата по счёту № ${b.invoice.number}`,
      },
      {
        number: '502',
        sum: '100.00',
        payerInn: a.client.company.inn,
        purpose: `Оплата по счёту № ${b.invoice.number}`,
      },
      {
        number: '503',
        sum: '100.00',
        payerInn: a.client.company.inn,
        purpose: 'Оплата по счёту № 2026-9999',
      },
    ]);
    const response = await upload(managerOfA.headers, file);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.applied).toBe(0);
    for (const item of data.items) {
      expect(item).toMatchObject({
        result: 'unmatched',
        reason: 'Счёт не найден или клиент не ваш',
        invoice: null,
        earlier: null,
      });
    }
    expect(response.body).not.toContain(b.client.company.name);
    expect(await invoiceOf(b.client)).toMatchObject({ status: 'issued', paid_kopecks: 0 });

    // B's line applied by an admin: A's manager, importing it again, still learns nothing of B.
    const admin = await createStaff(t, 'admin');
    expect((await upload(admin.headers, file)).json().data.items[0].result).toBe('applied');
    const again = await upload(managerOfA.headers, file);
    expect(again.json().data.items[0]).toMatchObject({
      result: 'unmatched',
      reason: 'Счёт не найден или клиент не ваш',
      invoice: null,
      earlier: null,
    });
    expect(again.body).not.toContain(b.client.company.name);
  });

  it('refuses a statement of an account that is not the firm’s (422), applying nothing', async () => {
    const { client, invoice } = await clientWithInvoice();
    const admin = await createStaff(t, 'admin');
    const file = statement(
      [
        {
          number: '12',
          sum: roubles(invoice.total_kopecks),
          payerInn: client.company.inn,
          purpose: `Оплата по счёту № ${invoice.number}`,
        },
      ],
      '40702810400000007777',
    );
    const response = await upload(admin.headers, file);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([
      `Выписка не по счёту фирмы: в ней счёт 40702810400000007777, а расчётный счёт фирмы — ${FIRM_ACCOUNT}. Загрузите выписку по счёту фирмы.`,
    ]);
    expect(await invoiceOf(client)).toMatchObject({ status: 'issued', paid_kopecks: 0 });
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
