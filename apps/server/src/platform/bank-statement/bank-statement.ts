import { parseKopecks } from '@kabinet/domain/money';

import { decodeBankStatement } from './bank-statement-decode.ts';
import { BankStatementError } from './bank-statement.errors.ts';
import type {
  BankStatement,
  BankStatementBalance,
  BankStatementDirection,
  BankStatementDocument,
  BankStatementParty,
} from './bank-statement.types.ts';

const FIRST_LINE = '1CClientBankExchange';
const NOT_EXCHANGE_FILE =
  'Это не выписка в формате 1CClientBankExchange: первая строка файла должна быть «1CClientBankExchange». Выгрузите выписку из интернет-банка в формате «1С».';

interface Section {
  kind: 'document' | 'balance';
  title: string;
  line: number;
  fields: Record<string, string>;
  /** Line of each key, for messages about a bad value. */
  lines: Record<string, number>;
}

const SECTIONS = {
  СекцияДокумент: { kind: 'document' },
  СекцияРасчСчет: { kind: 'balance' },
} as const;
const ENDS: Record<string, Section['kind']> = {
  КонецДокумента: 'document',
  КонецРасчСчет: 'balance',
};

/**
 * Parses a bank statement in the 1CClientBankExchange format (formats.md «Bank statements») from
 * the file's bytes: windows-1251 or cp866 by the header's `Кодировка=`, UTF-8 when the bytes say
 * so. Returns the header, balance sections and every document section with sums in kopecks,
 * dates as ISO, both sides and the purpose; unknown keys are kept in `fields`. A file that is not
 * such a statement, a section left open, a missing `КонецФайла`, or a sum or date that cannot be
 * read throws a `BankStatementError` whose Russian message names the line.
 */
export function parseBankStatement(bytes: Uint8Array): BankStatement {
  const { text, encoding } = decodeBankStatement(bytes);
  const lines = text.split(/\r\n|\r|\n/u).map((line) => line.trim());
  const { header, accounts, sections } = readSections(lines, firstLine(lines) + 1);
  const balances = sections.filter((s) => s.kind === 'balance').map(toBalance);
  return {
    formatVersion: header['ВерсияФормата'] || null,
    encoding,
    sender: header['Отправитель'] || null,
    receiver: header['Получатель'] || null,
    createdOn: headerDate(header, 'ДатаСоздания'),
    dateStart: headerDate(header, 'ДатаНачала'),
    dateEnd: headerDate(header, 'ДатаКонца'),
    accounts,
    ownAccounts: [...new Set([...accounts, ...balances.map((balance) => balance.account)])],
    balances,
    documents: sections.filter((s) => s.kind === 'document').map((s) => toDocument(s, accounts)),
    header,
  };
}

function firstLine(lines: string[]): number {
  const index = lines.findIndex((line) => line !== '');
  if (index === -1) throw new BankStatementError('bank_statement.empty', 'Файл выписки пуст.');
  if (lines[index] !== FIRST_LINE) {
    throw new BankStatementError('bank_statement.not_exchange_file', NOT_EXCHANGE_FILE);
  }
  return index;
}

interface Reading {
  header: Record<string, string>;
  accounts: string[];
  sections: Section[];
  open: Section | null;
}

function readSections(lines: string[], from: number): Reading {
  const reading: Reading = { header: record(), accounts: [], sections: [], open: null };
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line === 'КонецФайла') {
      if (reading.open) throw unclosed(reading.open, null);
      return reading;
    }
    if (line !== '') readLine(reading, line, index + 1);
  }
  if (reading.open) throw unclosed(reading.open, null);
  throw new BankStatementError(
    'bank_statement.truncated',
    'Файл выписки обрезан: нет строки «КонецФайла». Выгрузите выписку заново.',
  );
}

function readLine(reading: Reading, line: string, lineNo: number): void {
  const eq = line.indexOf('=');
  const key = eq === -1 ? line : line.slice(0, eq).trim();
  const value = eq === -1 ? '' : line.slice(eq + 1).trim();
  if (Object.hasOwn(SECTIONS, key)) {
    if (reading.open) throw unclosed(reading.open, lineNo);
    const { kind } = SECTIONS[key as keyof typeof SECTIONS];
    reading.open = { kind, title: value, line: lineNo, fields: record(), lines: record<number>() };
  } else if (Object.hasOwn(ENDS, key)) {
    const { open } = reading;
    if (!open || open.kind !== ENDS[key]) {
      throw new BankStatementError(
        'bank_statement.broken_section',
        `«${key}» без начала секции.`,
        lineNo,
      );
    }
    reading.sections.push(open);
    reading.open = null;
  } else if (eq !== -1) {
    // Lines without «=» that are not markers are a bank's own additions: skipped, never judged.
    store(reading, key, value, lineNo);
  }
}

function store(reading: Reading, key: string, value: string, lineNo: number): void {
  if (reading.open) {
    reading.open.fields[key] = value;
    reading.open.lines[key] = lineNo;
    return;
  }
  reading.header[key] = value;
  if (key === 'РасчСчет' && value) reading.accounts.push(value);
}

/** Keys come from the file: a map without a prototype, so «__proto__=…» is just a key. */
function record<T = string>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function unclosed(section: Section, lineNo: number | null): BankStatementError {
  const end = section.kind === 'document' ? 'КонецДокумента' : 'КонецРасчСчет';
  const what = section.kind === 'document' ? 'Секция документа' : 'Секция остатков по счёту';
  return new BankStatementError(
    'bank_statement.broken_section',
    `${what}, начатая в строке ${section.line}, не закрыта строкой «${end}».`,
    lineNo,
  );
}

/** ДД.ММ.ГГГГ → YYYY-MM-DD, checking that the day exists; `null` for anything else. */
function isoDate(value: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/u.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const iso = `${yyyy}-${mm}-${dd}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

function headerDate(header: Record<string, string>, key: string): string | null {
  return isoDate(header[key] ?? '');
}

function sectionDate(section: Section, key: string, required: boolean): string | null {
  const value = section.fields[key] ?? '';
  if (value === '') {
    if (required) throw missing(section, key);
    return null;
  }
  const date = isoDate(value);
  if (date === null) {
    throw new BankStatementError(
      'bank_statement.bad_value',
      `дата «${value}» (${key}) в ${sectionName(section)} не является датой ДД.ММ.ГГГГ.`,
      section.lines[key] ?? section.line,
    );
  }
  return date;
}

function sectionAmount(section: Section, key: string, required: boolean): number | null {
  const value = section.fields[key] ?? '';
  if (value === '') {
    if (required) throw missing(section, key);
    return null;
  }
  const kopecks = /^-?\d+(?:\.\d{1,2})?$/u.test(value) ? parseKopecks(value) : null;
  if (kopecks === null) {
    throw new BankStatementError(
      'bank_statement.bad_value',
      `сумма «${value}» (${key}) в ${sectionName(section)} не является суммой в рублях с копейками через точку.`,
      section.lines[key] ?? section.line,
    );
  }
  return kopecks;
}

function sectionName(section: Section): string {
  const number = section.fields['Номер'];
  if (section.kind === 'balance') return 'секции остатков по счёту';
  return number ? `документе № ${number}` : `документе из строки ${section.line}`;
}

function missing(section: Section, key: string): BankStatementError {
  return new BankStatementError(
    'bank_statement.missing_field',
    `в ${sectionName(section)} нет поля «${key}».`,
    section.line,
  );
}

function text(fields: Record<string, string>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = fields[key];
    if (value) return value;
  }
  return null;
}

function party(
  fields: Record<string, string>,
  side: 'Плательщик' | 'Получатель',
): BankStatementParty {
  // «Плательщик» of older banks reads «ИНН 7707083893 ООО "Ромашка"»; «Плательщик1» is the name.
  const plain = fields[side]?.replace(/^ИНН\s*\d{10,12}\s*/u, '') || null;
  return {
    name: text(fields, `${side}1`) ?? plain,
    inn: text(fields, `${side}ИНН`),
    kpp: text(fields, `${side}КПП`),
    account: text(fields, `${side}Счет`, `${side}РасчСчет`),
    bankName: text(fields, `${side}Банк1`),
    bik: text(fields, `${side}БИК`),
    correspondentAccount: text(fields, `${side}Корсчет`),
  };
}

function purpose(fields: Record<string, string>): string {
  if (fields['НазначениеПлатежа']) return fields['НазначениеПлатежа'];
  return [1, 2, 3, 4, 5, 6]
    .map((n) => fields[`НазначениеПлатежа${n}`] ?? '')
    .filter(Boolean)
    .join(' ');
}

function direction(
  payer: BankStatementParty,
  payee: BankStatementParty,
  accounts: string[],
): BankStatementDirection {
  if (payee.account && accounts.includes(payee.account)) return 'incoming';
  if (payer.account && accounts.includes(payer.account)) return 'outgoing';
  return 'unknown';
}

function toDocument(section: Section, accounts: string[]): BankStatementDocument {
  const { fields } = section;
  const number = fields['Номер'];
  if (!number) throw missing(section, 'Номер');
  const payer = party(fields, 'Плательщик');
  const payee = party(fields, 'Получатель');
  return {
    kind: section.title,
    number,
    date: sectionDate(section, 'Дата', true) ?? '',
    amountKopecks: sectionAmount(section, 'Сумма', true) ?? 0,
    payer,
    payee,
    purpose: purpose(fields),
    debitedOn: sectionDate(section, 'ДатаСписано', false),
    receivedOn: sectionDate(section, 'ДатаПоступило', false),
    direction: direction(payer, payee, accounts),
    line: section.line,
    fields,
  };
}

function toBalance(section: Section): BankStatementBalance {
  const account = section.fields['РасчСчет'];
  if (!account) throw missing(section, 'РасчСчет');
  return {
    account,
    dateStart: sectionDate(section, 'ДатаНачала', false),
    dateEnd: sectionDate(section, 'ДатаКонца', false),
    openingKopecks: sectionAmount(section, 'НачальныйОстаток', false),
    incomingKopecks: sectionAmount(section, 'ВсегоПоступило', false),
    outgoingKopecks: sectionAmount(section, 'ВсегоСписано', false),
    closingKopecks: sectionAmount(section, 'КонечныйОстаток', false),
  };
}
