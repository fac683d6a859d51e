import iconv from 'iconv-lite';

import { BankStatementError } from './bank-statement.errors.ts';
import type { BankStatementEncoding } from './bank-statement.types.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function encodingLine(text: string): string | null {
  const match = /^[ \t]*Кодировка[ \t]*=(.*)$/mu.exec(text);
  return match?.[1]?.trim() ?? null;
}

/**
 * Reads a statement file's bytes as text (formats.md «Bank statements»): a UTF-8 BOM or bytes
 * that are valid UTF-8 mean UTF-8 (windows-1251 Cyrillic practically never is); otherwise the
 * header's `Кодировка=` decides — `Windows` → windows-1251, `DOS` → cp866. A header naming
 * another encoding is refused with a Russian message.
 */
export function decodeBankStatement(bytes: Uint8Array): {
  text: string;
  encoding: BankStatementEncoding;
} {
  if (UTF8_BOM.every((byte, i) => bytes[i] === byte)) {
    return { text: Buffer.from(bytes.subarray(3)).toString('utf8'), encoding: 'utf-8' };
  }
  try {
    return { text: strictUtf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: one of the single-byte encodings the header names.
  }
  const windows = iconv.decode(Buffer.from(bytes), 'win1251');
  const declared = encodingLine(windows);
  if (declared === null) {
    const dos = iconv.decode(Buffer.from(bytes), 'cp866');
    if (encodingLine(dos)?.toUpperCase() === 'DOS') return { text: dos, encoding: 'cp866' };
    return { text: windows, encoding: 'windows-1251' };
  }
  switch (declared.toUpperCase()) {
    case 'WINDOWS':
    case 'WINDOWS-1251':
    case 'CP1251':
      return { text: windows, encoding: 'windows-1251' };
    case 'DOS':
      return { text: iconv.decode(Buffer.from(bytes), 'cp866'), encoding: 'cp866' };
    default:
      throw new BankStatementError(
        'bank_statement.encoding',
        `Кодировка «${declared}» не поддерживается: выгрузите выписку в кодировке Windows или DOS.`,
      );
  }
}
