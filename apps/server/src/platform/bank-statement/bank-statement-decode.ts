import iconv from 'iconv-lite';

import { BankStatementError } from './bank-statement.errors.ts';
import type { BankStatementEncoding } from './bank-statement.types.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** How far into the file the keys are counted to tell its real encoding (the header is there). */
const SAMPLE_BYTES = 64 * 1024;
/** The format's Cyrillic keys: read as words only in the encoding the bytes were written in. */
const KNOWN_KEYS =
  /^[ \t]*(?:ВерсияФормата|Кодировка|Отправитель|Получатель|ДатаСоздания|ДатаНачала|ДатаКонца|РасчСчет|СекцияРасчСчет|КонецРасчСчет|СекцияДокумент|КонецДокумента|Номер|Дата|Сумма|КонецФайла)(?:[ \t]*=|[ \t]*$)/gmu;

/** How people and the header name each encoding. */
const NAMES: Record<BankStatementEncoding, string> = {
  'windows-1251': 'Windows (windows-1251)',
  cp866: 'DOS (cp866)',
  'utf-8': 'UTF-8',
};

function encodingLine(text: string): string | null {
  const match = /^[ \t]*Кодировка[ \t]*=(.*)$/mu.exec(text);
  return match?.[1]?.trim() ?? null;
}

/** The encoding a `Кодировка=` value names; `null` for one we do not read. */
function declaredEncoding(value: string): BankStatementEncoding | null {
  switch (value.toUpperCase()) {
    case 'WINDOWS':
    case 'WINDOWS-1251':
    case 'CP1251':
      return 'windows-1251';
    case 'DOS':
    case 'CP866':
      return 'cp866';
    case 'UTF-8':
    case 'UTF8':
      return 'utf-8';
    default:
      return null;
  }
}

function knownKeys(text: string): number {
  return text.match(KNOWN_KEYS)?.length ?? 0;
}

function decode(bytes: Uint8Array, encoding: BankStatementEncoding): string {
  if (encoding === 'utf-8') return lenientUtf8.decode(bytes);
  return iconv.decode(Buffer.from(bytes), encoding === 'cp866' ? 'cp866' : 'win1251');
}

/** `said`: where the file names its encoding — «в заголовке «Кодировка=DOS»». */
function mismatch(said: string, actual: string): BankStatementError {
  return new BankStatementError(
    'bank_statement.encoding_mismatch',
    `Кодировка файла не совпадает с указанной в заголовке: ${said}, а файл записан в ${actual}. Выгрузите выписку из интернет-банка заново и загрузите её, не пересохраняя в другой кодировке.`,
  );
}

/**
 * A UTF-8 file with bytes that are not UTF-8: only cut inside the last character (a truncated
 * download, which the parser names as such) is read on; anything else is another encoding.
 */
function brokenUtf8(bytes: Uint8Array, said: string): { text: string; encoding: 'utf-8' } {
  for (let cut = 1; cut <= 3 && cut < bytes.length; cut += 1) {
    try {
      return { text: strictUtf8.decode(bytes.subarray(0, bytes.length - cut)), encoding: 'utf-8' };
    } catch {
      // Not a cut character: try one byte more.
    }
  }
  throw mismatch(said, 'UTF-8 вперемешку с другой кодировкой');
}

/**
 * Reads a statement file's bytes as text (formats.md «Bank statements»): a UTF-8 BOM or bytes
 * that are valid UTF-8 mean UTF-8 (windows-1251 Cyrillic practically never is); otherwise the
 * header's `Кодировка=` decides — `Windows` → windows-1251, `DOS` → cp866. The format's Cyrillic
 * keys tell which encoding the bytes really are in, so a header that names another one (cp866
 * bytes under `Кодировка=Windows`, a DOS header over windows-1251, `UTF-8` over single bytes) is
 * refused as a mismatch rather than read as garbage (which would look like a file cut short). A
 * header naming an encoding we do not read is refused too; both with Russian messages.
 */
export function decodeBankStatement(bytes: Uint8Array): {
  text: string;
  encoding: BankStatementEncoding;
} {
  const hasBom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: strictUtf8.decode(body), encoding: 'utf-8' };
  } catch {
    // Not UTF-8 throughout: which encoding are the keys written in?
  }
  const sample = body.subarray(0, SAMPLE_BYTES);
  const read = (encoding: BankStatementEncoding) => {
    const text = decode(sample, encoding);
    return { encoding, text, keys: knownKeys(text) };
  };
  const utf8 = read('utf-8');
  // Ties (no Cyrillic key readable at all) go to windows-1251, the usual encoding of the format.
  const actual = hasBom
    ? utf8
    : [read('windows-1251'), read('cp866'), utf8].reduce((best, item) =>
        item.keys > best.keys ? item : best,
      );
  const declaredValue = encodingLine(actual.text);
  const declared = declaredValue === null ? actual.encoding : declaredEncoding(declaredValue);
  if (declared === null) {
    throw new BankStatementError(
      'bank_statement.encoding',
      `Кодировка «${declaredValue}» не поддерживается: выгрузите выписку в кодировке Windows или DOS.`,
    );
  }
  const said =
    declaredValue !== null
      ? `в заголовке «Кодировка=${declaredValue}»`
      : hasBom
        ? 'в начале файла метка UTF-8'
        : 'в заголовке нет строки «Кодировка=»';
  if (actual.encoding === 'utf-8') return brokenUtf8(body, said);
  // Keys readable as UTF-8 too: lines of two encodings pasted into one file.
  if (utf8.keys > 0) {
    throw mismatch(said, `UTF-8 вперемешку с ${NAMES[actual.encoding]}`);
  }
  if (declared !== actual.encoding) throw mismatch(said, NAMES[actual.encoding]);
  return { text: decode(body, actual.encoding), encoding: actual.encoding };
}
