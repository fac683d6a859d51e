import { MAIN_ACCOUNT, OWN_INN, OWN_NAME, SECOND_ACCOUNT } from './operations.fixtures.ts';

const ROMASHKA_SBER = [
  `Плательщик1=${OWN_NAME}`,
  `ПлательщикИНН=${OWN_INN}`,
  'ПлательщикКПП=783001001',
  'ПлательщикБанк1=ПАО Сбербанк',
  'ПлательщикБИК=044525225',
  'ПлательщикКорсчет=30101810400000000225',
];

/** One document as СберБизнес writes it: keys in its order, our side filled from the requisites. */
function sberDocument(fields: {
  kind?: string;
  number: string;
  date: string;
  sum: string;
  payer: string[];
  payee: string[];
  dates: string[];
  purpose: string;
}): string[] {
  return [
    `СекцияДокумент=${fields.kind ?? 'Платежное поручение'}`,
    `Номер=${fields.number}`,
    `Дата=${fields.date}`,
    `Сумма=${fields.sum}`,
    ...fields.payer,
    ...fields.payee,
    ...fields.dates,
    'ВидОплаты=01',
    'Очередность=5',
    `НазначениеПлатежа=${fields.purpose}`,
    'КонецДокумента',
  ];
}

const payerOf = (account: string, rest: string[]) => [
  `ПлательщикСчет=${account}`,
  ...rest,
  `ПлательщикРасчСчет=${account}`,
];
const payeeOf = (account: string, rest: string[]) => [
  `ПолучательСчет=${account}`,
  ...rest.map((line) => line.replace(/^Плательщик/u, 'Получатель')),
  `ПолучательРасчСчет=${account}`,
];
const WILDBERRIES = [
  'Плательщик1=ООО "ВАЙЛДБЕРРИЗ"',
  'ПлательщикИНН=7721546864',
  'ПлательщикКПП=500301001',
  'ПлательщикБанк1=АО "ТБанк"',
  'ПлательщикБИК=044525974',
];
const WB_ACCOUNT = '40702810000000054321';

/**
 * A November 2026 statement of ООО «Ромашка» on both its Сбербанк accounts in one file, as
 * СберБизнес exports it: the header's two `РасчСчет=` lines, a balance section per account, then
 * the documents of the first account followed by those of the second. 10 000 ₽ goes from the main
 * account to the second one, so that order appears twice — under the main account (debited) and
 * under the second (received). Wildberries pays twice on one day under one order number and sum
 * (two sales reports), and the bank takes two identical СБП commissions. Main: in 120 000 +
 * 2 × 35 000, out 10 000 + 2 × 150; second: in 10 000, out 4 000.
 */
export function twoAccountsStatementText(): string {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=СберБизнес',
    'Получатель=Бухгалтерия предприятия, редакция 3.0',
    'ДатаСоздания=01.12.2026',
    'ВремяСоздания=08:41:17',
    'ДатаНачала=01.11.2026',
    'ДатаКонца=30.11.2026',
    `РасчСчет=${MAIN_ACCOUNT}`,
    `РасчСчет=${SECOND_ACCOUNT}`,
    'Документ=Платежное поручение',
    'Документ=Банковский ордер',
    'СекцияРасчСчет',
    'ДатаНачала=01.11.2026',
    'ДатаКонца=30.11.2026',
    `РасчСчет=${MAIN_ACCOUNT}`,
    'НачальныйОстаток=250000.00',
    'ВсегоПоступило=190000.00',
    'ВсегоСписано=10300.00',
    'КонечныйОстаток=429700.00',
    'КонецРасчСчет',
    'СекцияРасчСчет',
    'ДатаНачала=01.11.2026',
    'ДатаКонца=30.11.2026',
    `РасчСчет=${SECOND_ACCOUNT}`,
    'НачальныйОстаток=5000.00',
    'ВсегоПоступило=10000.00',
    'ВсегоСписано=4000.00',
    'КонечныйОстаток=11000.00',
    'КонецРасчСчет',
    ...sberDocument({
      number: '412',
      date: '02.11.2026',
      sum: '120000.00',
      payer: payerOf('40702810100000001111', [
        'Плательщик1=ООО "Вектор"',
        'ПлательщикИНН=7701234567',
        'ПлательщикБанк1=АО "АЛЬФА-БАНК"',
        'ПлательщикБИК=044525593',
      ]),
      payee: payeeOf(MAIN_ACCOUNT, ROMASHKA_SBER),
      dates: ['ДатаПоступило=02.11.2026'],
      purpose: 'Оплата по счёту № 31 от 28.10.2026 за товар. В т.ч. НДС 20% 20000.00',
    }),
    ...transfer(['ДатаСписано=03.11.2026']),
    ...wildberries('145588', '27.10.2026-02.11.2026'),
    ...wildberries('145589', '03.11.2026-09.11.2026'),
    ...sbpFee(),
    ...sbpFee(),
    ...transfer(['ДатаПоступило=03.11.2026']),
    ...sberDocument({
      number: '60',
      date: '05.11.2026',
      sum: '4000.00',
      payer: payerOf(SECOND_ACCOUNT, ROMASHKA_SBER),
      payee: payeeOf('40802810100000005678', [
        'Плательщик1=ИП Смирнов А. В.',
        'ПлательщикИНН=500100732259',
        'ПлательщикБанк1=АО "АЛЬФА-БАНК"',
        'ПлательщикБИК=044525593',
      ]),
      dates: ['ДатаСписано=05.11.2026'],
      purpose: 'Аренда склада за ноябрь 2026 года. НДС не облагается',
    }),
    'КонецФайла',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function transfer(dates: string[]): string[] {
  return sberDocument({
    number: '58',
    date: '03.11.2026',
    sum: '10000.00',
    payer: payerOf(MAIN_ACCOUNT, ROMASHKA_SBER),
    payee: payeeOf(SECOND_ACCOUNT, ROMASHKA_SBER),
    dates,
    purpose: `Перевод собственных средств на расчётный счёт ${SECOND_ACCOUNT}. НДС не облагается`,
  });
}

function wildberries(report: string, period: string): string[] {
  return sberDocument({
    number: '771204',
    date: '10.11.2026',
    sum: '35000.00',
    payer: payerOf(WB_ACCOUNT, WILDBERRIES),
    payee: payeeOf(MAIN_ACCOUNT, ROMASHKA_SBER),
    dates: ['ДатаПоступило=10.11.2026'],
    purpose: `Оплата по отчёту о реализации № ${report} за период ${period}. НДС не облагается`,
  });
}

function sbpFee(): string[] {
  return sberDocument({
    kind: 'Банковский ордер',
    number: '1',
    date: '10.11.2026',
    sum: '150.00',
    payer: payerOf(MAIN_ACCOUNT, ROMASHKA_SBER),
    payee: payeeOf('70601810038002740201', [
      'Плательщик1=ПАО Сбербанк',
      'ПлательщикИНН=7707083893',
      'ПлательщикБИК=044525225',
    ]),
    dates: ['ДатаСписано=10.11.2026'],
    purpose: 'Комиссия за перевод по СБП',
  });
}
