import { kopecksToDecimal } from '@kabinet/domain/money';
import iconv from 'iconv-lite';

import type { TestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';

/** The firm's account in the statement tests (billing settings hold it: setFirmRequisites). */
export const FIRM_ACCOUNT = '40702810938000012345';
/** The client's account its payment orders come from. */
export const PAYER_ACCOUNT = '40702810500000001234';

export type StatementOrder = {
  number: string;
  sum: string;
  payerInn: string;
  purpose: string;
  outgoing?: boolean;
  /** DD.MM.YYYY, the order's Дата and ДатаПоступило; 25.11.2026 unless told. */
  date?: string;
};

/**
 * A statement of `account` (the firm's unless told) with these payment orders, in the bank's own
 * layout and windows-1251, as banks export it.
 */
export function statementFile(orders: StatementOrder[], account = FIRM_ACCOUNT): Buffer {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=СберБизнес',
    'ДатаНачала=25.11.2026',
    'ДатаКонца=25.11.2026',
    `РасчСчет=${account}`,
    ...orders.flatMap((order) => [
      'СекцияДокумент=Платежное поручение',
      `Номер=${order.number}`,
      `Дата=${order.date ?? '25.11.2026'}`,
      `Сумма=${order.sum}`,
      `ПлательщикСчет=${order.outgoing ? account : PAYER_ACCOUNT}`,
      `ПлательщикИНН=${order.payerInn}`,
      'Плательщик1=ООО "Клиент"',
      `ПолучательСчет=${order.outgoing ? '40702810100000009999' : account}`,
      `ДатаПоступило=${order.date ?? '25.11.2026'}`,
      `НазначениеПлатежа=${order.purpose}`,
      'КонецДокумента',
    ]),
    'КонецФайла',
  ];
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1251');
}

/** POST /staff/bank-statements with the file as `headers`. */
export function uploadStatement(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Buffer,
  name = 'kl_to_1c.txt',
) {
  const form = multipartFile('file', name, 'text/plain', bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/bank-statements',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** Kopecks as the statement writes a sum: «566.10». */
export const roubles = (kopecks: number) => kopecksToDecimal(kopecks);
