import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';

import { FIRM_ACCOUNT, statementLines, statementText } from './bank-statement.fixtures.ts';
import { parseBankStatement } from './bank-statement.ts';
import { BankStatementError } from './bank-statement.errors.ts';
import { findInvoiceNumbers } from './find-invoice-numbers.ts';

const windows1251 = (text: string) => iconv.encode(text, 'win1251');

function replaceLine(from: string, to: string | null): string[] {
  const lines = statementLines();
  const index = lines.indexOf(from);
  if (index === -1) throw new Error(`no line «${from}» in the fixture`);
  if (to === null) lines.splice(index, 1);
  else lines[index] = to;
  return lines;
}

function failure(bytes: Uint8Array): BankStatementError {
  try {
    parseBankStatement(bytes);
  } catch (error) {
    if (error instanceof BankStatementError) return error;
    throw error;
  }
  throw new Error('the statement was accepted');
}

describe('parseBankStatement', () => {
  it('reads a windows-1251 statement: header, balances and every payment', () => {
    const bytes = windows1251(statementText());
    // Real single-byte Cyrillic: «К» is 0xCA, and the bytes are not UTF-8.
    expect(bytes.includes(0xca)).toBe(true);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();

    const statement = parseBankStatement(bytes);

    expect(statement).toMatchObject({
      formatVersion: '1.03',
      encoding: 'windows-1251',
      sender: 'СберБизнес',
      receiver: 'Бухгалтерия предприятия, редакция 3.0',
      createdOn: '2026-11-26',
      dateStart: '2026-11-25',
      dateEnd: '2026-11-25',
      accounts: [FIRM_ACCOUNT],
      balances: [
        {
          account: FIRM_ACCOUNT,
          dateStart: '2026-11-25',
          dateEnd: '2026-11-25',
          openingKopecks: 10_000_000,
          incomingKopecks: 1_680_050,
          outgoingKopecks: 49_000,
          closingKopecks: 11_631_050,
        },
      ],
    });
    expect(statement.documents).toHaveLength(3);

    const [fromCompany, fromIndividual, commission] = statement.documents;
    expect(fromCompany).toMatchObject({
      kind: 'Платежное поручение',
      number: '341',
      date: '2026-11-25',
      amountKopecks: 1_560_000,
      payer: {
        name: 'ООО "Ромашка"',
        inn: '7830002293',
        kpp: '783001001',
        account: '40702810500000001234',
        bankName: 'АО "АЛЬФА-БАНК"',
        bik: '044525593',
        correspondentAccount: '30101810200000000593',
      },
      payee: { name: 'ООО "Бухгалтерия Плюс"', inn: '7707083893', account: FIRM_ACCOUNT },
      purpose:
        'Оплата по счету № 2026-0012 от 25.11.2026 за бухгалтерские услуги. Без налога (НДС)',
      receivedOn: '2026-11-25',
      debitedOn: null,
      direction: 'incoming',
      line: 20,
    });
    // Keys the parser does not use are kept as the bank wrote them.
    expect(fromCompany?.fields['КодНазПлатежа']).toBe('0');
    expect(fromCompany?.fields['ПлательщикБанк2']).toBe('г. Москва');

    expect(fromIndividual).toMatchObject({
      number: '17',
      amountKopecks: 120_050,
      payer: {
        name: 'Индивидуальный предприниматель Иванов Иван Иванович',
        inn: '500100732259',
        kpp: null,
        bankName: null,
      },
      purpose: 'Оплата по сч. 13 от 20.11.2026 за консультацию. НДС не облагается',
      direction: 'incoming',
    });
    expect(commission).toMatchObject({
      kind: 'Банковский ордер',
      amountKopecks: 49_000,
      debitedOn: '2026-11-25',
      receivedOn: null,
      direction: 'outgoing',
    });
  });

  it('gives the purposes from which invoices are matched', () => {
    const statement = parseBankStatement(windows1251(statementText()));
    const incoming = statement.documents.filter((d) => d.direction === 'incoming');
    expect(incoming.map((d) => findInvoiceNumbers(d.purpose, { fallbackYear: 2026 }))).toEqual([
      ['2026-0012'],
      ['2026-0013'],
    ]);
  });

  it('reads the same statement saved as UTF-8, with or without a BOM, whatever the header says', () => {
    const expected = parseBankStatement(windows1251(statementText())).documents;
    const utf8 = Buffer.from(statementText(), 'utf8');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    const saysUtf8 = Buffer.from(
      statementText(replaceLine('Кодировка=Windows', 'Кодировка=UTF-8')),
    );

    for (const bytes of [utf8, withBom, saysUtf8]) {
      const statement = parseBankStatement(bytes);
      expect(statement.encoding).toBe('utf-8');
      expect(statement.documents).toEqual(expected);
    }
  });

  it('reads a DOS (cp866) statement when the header says so', () => {
    const text = statementText(replaceLine('Кодировка=Windows', 'Кодировка=DOS'));
    const statement = parseBankStatement(iconv.encode(text, 'cp866'));
    expect(statement.encoding).toBe('cp866');
    expect(statement.documents[0]?.payer.name).toBe('ООО "Ромашка"');
  });

  it('knows the accounts of the balance sections as its own, besides the header’s', () => {
    const second = '40702810600000098765';
    const lines = statementLines();
    const at = lines.indexOf('КонецРасчСчет') + 1;
    lines.splice(at, 0, 'СекцияРасчСчет', `РасчСчет=${second}`, 'КонецРасчСчет');
    const statement = parseBankStatement(windows1251(statementText(lines)));
    expect(statement.accounts).toEqual([FIRM_ACCOUNT]);
    expect(statement.ownAccounts).toEqual([FIRM_ACCOUNT, second]);
  });

  it('reads a DOS file without a «Кодировка» line by its Cyrillic keys', () => {
    const text = statementText(replaceLine('Кодировка=Windows', null));
    expect(parseBankStatement(iconv.encode(text, 'cp866')).encoding).toBe('cp866');
  });

  it('takes a single-byte file without a «Кодировка» line for windows-1251, the usual case', () => {
    const text = statementText(replaceLine('Кодировка=Windows', null));
    const statement = parseBankStatement(windows1251(text));
    expect(statement.encoding).toBe('windows-1251');
    expect(statement.documents[0]?.payee.name).toBe('ООО "Бухгалтерия Плюс"');
  });

  it('accepts LF line ends, blank lines, stray lines and keys that look like code', () => {
    const lines = statementLines();
    lines.splice(3, 0, '', 'ПРОИЗВОЛЬНАЯ СТРОКА БАНКА', '__proto__=x', 'constructor=y');
    const statement = parseBankStatement(windows1251(lines.join('\n')));
    expect(statement.documents).toHaveLength(3);
    expect(statement.header['__proto__']).toBe('x');
    expect(statement.header['constructor']).toBe('y');
  });

  describe('refuses a malformed file with a Russian message', () => {
    it.each([
      {
        name: 'an empty file',
        bytes: Buffer.alloc(0),
        code: 'bank_statement.empty',
        message: 'Файл выписки пуст.',
      },
      {
        name: 'a spreadsheet',
        bytes: windows1251('Дата;Сумма;Назначение\r\n25.11.2026;15600,00;Оплата\r\n'),
        code: 'bank_statement.not_exchange_file',
        message:
          'Это не выписка в формате 1CClientBankExchange: первая строка файла должна быть «1CClientBankExchange». Выгрузите выписку из интернет-банка в формате «1С».',
      },
      {
        name: 'a PDF',
        bytes: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
        code: 'bank_statement.not_exchange_file',
      },
      {
        name: 'a section left open before the next one',
        bytes: windows1251(statementText(replaceLine('КонецДокумента', null))),
        code: 'bank_statement.broken_section',
        message:
          'Строка 48: Секция документа, начатая в строке 20, не закрыта строкой «КонецДокумента».',
      },
      {
        name: 'a section left open at the end of the file',
        bytes: windows1251(statementLines().slice(0, -2).concat('КонецФайла').join('\r\n')),
        code: 'bank_statement.broken_section',
        message: 'Секция документа, начатая в строке 63, не закрыта строкой «КонецДокумента».',
      },
      {
        name: 'an end of section without its start',
        bytes: windows1251(
          statementText(replaceLine('СекцияДокумент=Банковский ордер', 'КонецДокумента')),
        ),
        code: 'bank_statement.broken_section',
        message: 'Строка 63: «КонецДокумента» без начала секции.',
      },
      {
        name: 'a file cut short',
        bytes: windows1251(statementLines().slice(0, 40).join('\r\n')),
        code: 'bank_statement.broken_section',
      },
      {
        name: 'a file without its last line',
        bytes: windows1251(statementLines().slice(0, -1).join('\r\n')),
        code: 'bank_statement.truncated',
        message: 'Файл выписки обрезан: нет строки «КонецФайла». Выгрузите выписку заново.',
      },
      {
        name: 'a sum written with a comma and spaces',
        bytes: windows1251(statementText(replaceLine('Сумма=15600.00', 'Сумма=15 600,00'))),
        code: 'bank_statement.bad_value',
        message:
          'Строка 23: сумма «15 600,00» (Сумма) в документе № 341 не является суммой в рублях с копейками через точку.',
      },
      {
        name: 'a date that does not exist',
        bytes: windows1251(statementText(replaceLine('Дата=24.11.2026', 'Дата=31.02.2026'))),
        code: 'bank_statement.bad_value',
        message:
          'Строка 51: дата «31.02.2026» (Дата) в документе № 17 не является датой ДД.ММ.ГГГГ.',
      },
      {
        name: 'a payment without its sum',
        bytes: windows1251(statementText(replaceLine('Сумма=1200.5', null))),
        code: 'bank_statement.missing_field',
        message: 'Строка 49: в документе № 17 нет поля «Сумма».',
      },
      {
        name: 'DOS bytes under «Кодировка=Windows» (read as windows-1251 it looked cut short)',
        bytes: iconv.encode(statementText(), 'cp866'),
        code: 'bank_statement.encoding_mismatch',
        message:
          'Кодировка файла не совпадает с указанной в заголовке: в заголовке «Кодировка=Windows», а файл записан в DOS (cp866). Выгрузите выписку из интернет-банка заново и загрузите её, не пересохраняя в другой кодировке.',
      },
      {
        name: 'windows-1251 bytes under «Кодировка=DOS»',
        bytes: windows1251(statementText(replaceLine('Кодировка=Windows', 'Кодировка=DOS'))),
        code: 'bank_statement.encoding_mismatch',
      },
      {
        name: 'a UTF-8 mark before windows-1251 bytes',
        bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), windows1251(statementText())]),
        code: 'bank_statement.encoding_mismatch',
      },
      {
        name: 'UTF-8 with windows-1251 lines inside',
        bytes: Buffer.concat([
          Buffer.from(statementText(statementLines().slice(0, 20)), 'utf8'),
          windows1251(statementText(statementLines().slice(20))),
        ]),
        code: 'bank_statement.encoding_mismatch',
      },
      {
        name: 'a file cut short, which is still called so',
        bytes: windows1251(statementText(statementLines().slice(0, -1))),
        code: 'bank_statement.truncated',
      },
      {
        name: 'an encoding we do not read',
        bytes: windows1251(statementText(replaceLine('Кодировка=Windows', 'Кодировка=KOI8-R'))),
        code: 'bank_statement.encoding',
        message:
          'Кодировка «KOI8-R» не поддерживается: выгрузите выписку в кодировке Windows или DOS.',
      },
    ])('$name', ({ bytes, code, message }) => {
      const error = failure(bytes);
      expect(error.code).toBe(code);
      if (message) expect(error.message).toBe(message);
    });
  });
});
