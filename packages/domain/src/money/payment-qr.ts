/**
 * The payee and payment that a ГОСТ Р 56042-2014 QR code carries (formats.md «Payment QR code»).
 * Sum is in kopecks. Required: name, personalAcc (20 digits), bankName, bic (9 digits),
 * correspAcc (20 digits, or «0»/empty when the bank has none).
 */
export interface PaymentQrFields {
  name: string;
  personalAcc: string;
  bankName: string;
  bic: string;
  correspAcc: string;
  payeeInn?: string | null;
  kpp?: string | null;
  purpose?: string | null;
  sum?: number | null;
  payerInn?: string | null;
  docNo?: string | null;
  docDate?: string | null;
}

/** Format id and encoding digit: `ST0001` + 2 = UTF-8, what current banking apps read best. */
export const PAYMENT_QR_HEADER = 'ST00012';

const ENCODINGS: Record<string, PaymentQrEncoding> = {
  '1': 'windows-1251',
  '2': 'utf-8',
  '3': 'koi8-r',
};
export type PaymentQrEncoding = 'windows-1251' | 'utf-8' | 'koi8-r';

/**
 * A value as the standard allows it: no «|» (the separator), no line breaks or other control
 * characters; runs of spaces become one and the ends are trimmed.
 */
export function sanitizePaymentQrValue(value: string): string {
  return value
    .replace(/[|\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

function requireText(value: string, label: string): string {
  const clean = sanitizePaymentQrValue(value);
  if (!clean) throw new RangeError(`Для QR-кода оплаты нужно указать ${label}`);
  return clean;
}

function requireDigits(value: string, length: number, label: string): string {
  const clean = value.replace(/\s/gu, '');
  if (!new RegExp(`^\\d{${length}}$`).test(clean)) {
    throw new RangeError(`${label} для QR-кода оплаты должен состоять из ${length} цифр`);
  }
  return clean;
}

/**
 * The text of a ГОСТ Р 56042-2014 payment QR code, UTF-8 variant: `ST00012|Name=…|PersonalAcc=…|
 * BankName=…|BIC=…|CorrespAcc=…|PayeeINN=…|KPP=…|Purpose=…|Sum=…` — the five required requisites
 * first, in the standard's order, then the optional ones that are given (Sum in kopecks, digits
 * only). Values are cleaned by `sanitizePaymentQrValue`; a missing or malformed required
 * requisite throws a RangeError with a Russian message.
 */
export function buildPaymentQrPayload(fields: PaymentQrFields): string {
  const correspAcc = fields.correspAcc.replace(/\s/gu, '');
  const pairs: [string, string][] = [
    ['Name', requireText(fields.name, 'получателя')],
    ['PersonalAcc', requireDigits(fields.personalAcc, 20, 'Расчётный счёт')],
    ['BankName', requireText(fields.bankName, 'банк получателя')],
    ['BIC', requireDigits(fields.bic, 9, 'БИК')],
    [
      'CorrespAcc',
      correspAcc === '' || correspAcc === '0'
        ? '0'
        : requireDigits(correspAcc, 20, 'Корреспондентский счёт'),
    ],
  ];
  const optional: [string, string | null | undefined][] = [
    ['PayeeINN', fields.payeeInn],
    ['KPP', fields.kpp],
    ['Purpose', fields.purpose],
    ['Sum', fields.sum === null || fields.sum === undefined ? null : sumText(fields.sum)],
    ['PayerINN', fields.payerInn],
    ['DocNo', fields.docNo],
    ['DocDate', fields.docDate],
  ];
  for (const [key, value] of optional) {
    const clean = value === null || value === undefined ? '' : sanitizePaymentQrValue(value);
    if (clean) pairs.push([key, clean]);
  }
  return [PAYMENT_QR_HEADER, ...pairs.map(([key, value]) => `${key}=${value}`)].join('|');
}

function sumText(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError('Сумма для QR-кода оплаты — целое неотрицательное число копеек');
  }
  return String(kopecks);
}

export interface ParsedPaymentQr {
  encoding: PaymentQrEncoding;
  /** Keys in the order they appear. */
  keys: string[];
  fields: Record<string, string>;
}

/**
 * Reads a ГОСТ Р 56042-2014 payload back (for tests and for checking a scanned code): the
 * header `ST0001` + encoding digit, then `Key=Value` pairs split on «|» (a value may hold «=»).
 * Returns `null` when the text is not such a payload.
 */
export function parsePaymentQrPayload(text: string): ParsedPaymentQr | null {
  const [header, ...parts] = text.split('|');
  const encoding = header?.startsWith('ST0001') ? ENCODINGS[header.slice(6)] : undefined;
  if (!encoding) return null;
  const keys: string[] = [];
  const fields: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq);
    keys.push(key);
    fields[key] = part.slice(eq + 1);
  }
  return { encoding, keys, fields };
}
