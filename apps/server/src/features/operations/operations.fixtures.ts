import { kopecksToDecimal } from '@kabinet/domain/money';
import iconv from 'iconv-lite';

/** A payment line of a statement we write for tests, the bench and e2e. */
export interface StatementLine {
  account: string;
  date: string;
  number: string;
  direction: 'in' | 'out';
  amountKopecks: number;
  counterparty: { name: string; inn: string; account: string; bik?: string; bank?: string };
  purpose: string;
}

export interface StatementAccount {
  account: string;
  openingKopecks: number;
}

const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const sum = (kopecks: number) => kopecksToDecimal(kopecks);

export const OWN_INN = '7830002293';
export const OWN_NAME = 'ООО "Ромашка"';

function documentLines(line: StatementLine): string[] {
  const own = [`${OWN_NAME}`, OWN_INN, line.account, '044525225', 'ПАО Сбербанк'] as const;
  const other = [
    line.counterparty.name,
    line.counterparty.inn,
    line.counterparty.account,
    line.counterparty.bik ?? '044525593',
    line.counterparty.bank ?? 'АО "АЛЬФА-БАНК"',
  ] as const;
  const [payer, payee] = line.direction === 'in' ? [other, own] : [own, other];
  return [
    'СекцияДокумент=Платежное поручение',
    `Номер=${line.number}`,
    `Дата=${ruDate(line.date)}`,
    `Сумма=${sum(line.amountKopecks)}`,
    `ПлательщикСчет=${payer[2]}`,
    `Плательщик1=${payer[0]}`,
    `ПлательщикИНН=${payer[1]}`,
    `ПлательщикРасчСчет=${payer[2]}`,
    `ПлательщикБИК=${payer[3]}`,
    `ПлательщикБанк1=${payer[4]}`,
    `ПолучательСчет=${payee[2]}`,
    `Получатель1=${payee[0]}`,
    `ПолучательИНН=${payee[1]}`,
    `ПолучательРасчСчет=${payee[2]}`,
    `ПолучательБИК=${payee[3]}`,
    `ПолучательБанк1=${payee[4]}`,
    line.direction === 'in'
      ? `ДатаПоступило=${ruDate(line.date)}`
      : `ДатаСписано=${ruDate(line.date)}`,
    `НазначениеПлатежа=${line.purpose}`,
    'КонецДокумента',
  ];
}

function balanceLines(
  account: StatementAccount,
  lines: readonly StatementLine[],
  from: string,
  to: string,
) {
  const mine = lines.filter((line) => line.account === account.account);
  const total = (direction: 'in' | 'out') =>
    mine
      .filter((line) => line.direction === direction)
      .reduce((s, line) => s + line.amountKopecks, 0);
  const income = total('in');
  const expense = total('out');
  return [
    'СекцияРасчСчет',
    `ДатаНачала=${ruDate(from)}`,
    `ДатаКонца=${ruDate(to)}`,
    `РасчСчет=${account.account}`,
    `НачальныйОстаток=${sum(account.openingKopecks)}`,
    `ВсегоПоступило=${sum(income)}`,
    `ВсегоСписано=${sum(expense)}`,
    `КонечныйОстаток=${sum(account.openingKopecks + income - expense)}`,
    'КонецРасчСчет',
  ];
}

/** The text of a 1CClientBankExchange statement of `accounts` for [from, to] with `lines`. */
export function writeStatement(args: {
  accounts: readonly StatementAccount[];
  from: string;
  to: string;
  lines: readonly StatementLine[];
}): string {
  const header = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=СберБизнес',
    'Получатель=Бухгалтерия предприятия',
    `ДатаНачала=${ruDate(args.from)}`,
    `ДатаКонца=${ruDate(args.to)}`,
    ...args.accounts.map((account) => `РасчСчет=${account.account}`),
  ];
  const body = [
    ...args.accounts.flatMap((account) => balanceLines(account, args.lines, args.from, args.to)),
    ...args.lines.flatMap(documentLines),
  ];
  return `${[...header, ...body, 'КонецФайла'].join('\r\n')}\r\n`;
}

/** As a bank gives it: windows-1251 bytes. */
export function statementBytes(text: string): Buffer {
  return iconv.encode(text, 'win1251');
}

export const MAIN_ACCOUNT = '40702810938000012345';
export const SECOND_ACCOUNT = '40702810600000098765';
export const TAX_INN = '7727406020';

/**
 * October 2026 of ООО «Ромашка» on two accounts: two customers pay, rent, taxes, a bank fee and a
 * transfer from an owner on the second account. Incomes 150 000 + 45 000,50 + 20 000 = 215 000,50 ₽;
 * expenses 60 000 + 12 345,67 + 490 = 72 835,67 ₽.
 */
export function octoberLines(): StatementLine[] {
  const customer = { name: 'ООО "Вектор"', inn: '7701234567', account: '40702810100000001111' };
  return [
    {
      account: MAIN_ACCOUNT,
      date: '2026-10-01',
      number: '101',
      direction: 'in',
      amountKopecks: 15_000_000,
      counterparty: customer,
      purpose: 'Оплата по счёту № 15 от 25.09.2026 за поставку товара',
    },
    {
      account: MAIN_ACCOUNT,
      date: '2026-10-05',
      number: '7',
      direction: 'out',
      amountKopecks: 6_000_000,
      counterparty: {
        name: 'ИП Смирнов А. В.',
        inn: '500100732259',
        account: '40802810100000005678',
      },
      purpose: 'Аренда офиса за октябрь 2026 года',
    },
    {
      account: MAIN_ACCOUNT,
      date: '2026-10-15',
      number: '8',
      direction: 'out',
      amountKopecks: 1_234_567,
      counterparty: {
        name: 'Казначейство России (ФНС России)',
        inn: TAX_INN,
        account: '03100643000000018500',
      },
      purpose: 'Единый налоговый платёж',
    },
    {
      account: MAIN_ACCOUNT,
      date: '2026-10-20',
      number: '225',
      direction: 'in',
      amountKopecks: 4_500_050,
      counterparty: { name: 'АО "Горизонт"', inn: '7802345678', account: '40702810200000002222' },
      purpose: 'Оплата по договору 12 за услуги',
    },
    {
      account: MAIN_ACCOUNT,
      date: '2026-10-31',
      number: '900112',
      direction: 'out',
      amountKopecks: 49_000,
      counterparty: { name: 'ПАО Сбербанк', inn: '7707083893', account: '70601810038002740201' },
      purpose: 'Комиссия за ведение счёта за октябрь',
    },
    {
      account: SECOND_ACCOUNT,
      date: '2026-10-10',
      number: '1',
      direction: 'in',
      amountKopecks: 2_000_000,
      counterparty: {
        name: 'Иванов Иван Иванович',
        inn: '780123456789',
        account: '40817810000000003333',
      },
      purpose: 'Взнос учредителя на пополнение оборотных средств',
    },
  ];
}

/** {@link octoberLines} as a whole statement's bytes, opening balances 100 000 ₽ and 5 000 ₽. */
export function octoberStatement(lines: readonly StatementLine[] = octoberLines()): Buffer {
  return statementBytes(
    writeStatement({
      accounts: [
        { account: MAIN_ACCOUNT, openingKopecks: 10_000_000 },
        { account: SECOND_ACCOUNT, openingKopecks: 500_000 },
      ],
      from: '2026-10-01',
      to: '2026-10-31',
      lines,
    }),
  );
}
