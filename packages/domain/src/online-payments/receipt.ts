import type { VatMode } from '../money/vat.ts';

/**
 * 54-ФЗ receipts that ЮKassa sends to the tax office for an online payment («Чеки от ЮKassa» or
 * an online cash register behind it). The codes are ЮKassa's
 * (yookassa.ru/developers/54fz/parameters-values): `vat_code` 1–12 (11 and 12 are the 22 % rates
 * in force from 1 January 2026), `tax_system_code` 1–6.
 */
export const RECEIPT_VAT_CODE_NAMES = {
  1: 'Без НДС',
  2: 'НДС 0 %',
  3: 'НДС 10 %',
  4: 'НДС 20 %',
  5: 'НДС 10/110',
  6: 'НДС 20/120',
  7: 'НДС 5 %',
  8: 'НДС 7 %',
  9: 'НДС 5/105',
  10: 'НДС 7/107',
  11: 'НДС 22 %',
  12: 'НДС 22/122',
} as const satisfies Record<number, string>;
export type ReceiptVatCode = keyof typeof RECEIPT_VAT_CODE_NAMES;

export const RECEIPT_TAX_SYSTEM_NAMES = {
  1: 'Общая (ОСН)',
  2: 'Упрощённая, доходы',
  3: 'Упрощённая, доходы минус расходы',
  4: 'ЕНВД',
  5: 'ЕСХН',
  6: 'Патентная',
} as const satisfies Record<number, string>;
export type ReceiptTaxSystemCode = keyof typeof RECEIPT_TAX_SYSTEM_NAMES;

/**
 * The receipt's rate for the VAT an invoice states. A month of bookkeeping is a service paid in
 * full (`full_payment`), so the plain rate applies, not the estimated one (22/122) that an advance
 * would carry.
 */
const VAT_CODE_OF_MODE: Record<VatMode, ReceiptVatCode> = {
  none: 1,
  vat_0: 2,
  vat_10: 3,
  vat_20: 4,
  vat_5: 7,
  vat_7: 8,
  vat_22: 11,
};

export function receiptVatCode(mode: VatMode): ReceiptVatCode {
  return VAT_CODE_OF_MODE[mode];
}

/** ЮKassa caps an item's description at 128 characters. */
export const RECEIPT_DESCRIPTION_MAX = 128;

/** One line of a receipt: `amount_kopecks` is the price of one unit, as ЮKassa's `amount` is. */
export interface ReceiptItem {
  description: string;
  quantity: number;
  amount_kopecks: number;
  vat_code: ReceiptVatCode;
}

/** Who gets the receipt: ЮKassa needs an e-mail or a phone (79XXXXXXXXX). */
export interface ReceiptCustomer {
  email?: string;
  phone?: string;
}

export interface Receipt {
  customer: ReceiptCustomer;
  tax_system_code?: ReceiptTaxSystemCode;
  items: ReceiptItem[];
}

/** The invoice line fields a receipt is made of. */
export interface ReceiptSourceLine {
  name: string;
  quantity: number;
  price_kopecks: number;
  amount_kopecks: number;
}

function shortDescription(name: string): string {
  const text = name.replace(/\s+/g, ' ').trim();
  return text.length <= RECEIPT_DESCRIPTION_MAX
    ? text
    : `${text.slice(0, RECEIPT_DESCRIPTION_MAX - 1)}…`;
}

/**
 * The items of a receipt for `payKopecks` of an invoice. Paying the whole invoice, the lines go as
 * they are (quantity × price). Paying what is left of a partly paid invoice, each line carries its
 * share of the payment as one unit — the last line takes the kopecks that rounding leaves — so the
 * items always sum to the payment exactly, which ЮKassa checks before it takes the money.
 */
export function receiptItems(
  lines: readonly ReceiptSourceLine[],
  payKopecks: number,
  vatCode: ReceiptVatCode,
): ReceiptItem[] {
  if (!Number.isSafeInteger(payKopecks) || payKopecks <= 0) {
    throw new RangeError(`payment must be a positive whole number of kopecks, got ${payKopecks}`);
  }
  const billed = lines.filter((line) => line.amount_kopecks > 0);
  const total = billed.reduce((sum, line) => sum + line.amount_kopecks, 0);
  if (billed.length === 0 || total <= 0) {
    return [
      {
        description: 'Оплата по счёту',
        quantity: 1,
        amount_kopecks: payKopecks,
        vat_code: vatCode,
      },
    ];
  }
  const whole = billed.every((line) => line.quantity * line.price_kopecks === line.amount_kopecks);
  if (payKopecks === total && whole) {
    return billed.map((line) => ({
      description: shortDescription(line.name),
      quantity: line.quantity,
      amount_kopecks: line.price_kopecks,
      vat_code: vatCode,
    }));
  }
  let left = payKopecks;
  return billed
    .map((line, index) => {
      const share =
        index === billed.length - 1
          ? left
          : Number((BigInt(line.amount_kopecks) * BigInt(payKopecks)) / BigInt(total));
      left -= share;
      return {
        description: shortDescription(line.name),
        quantity: 1,
        amount_kopecks: share,
        vat_code: vatCode,
      };
    })
    .filter((item) => item.amount_kopecks > 0);
}

/** What the items of a receipt add up to, in kopecks. */
export function receiptTotal(items: readonly ReceiptItem[]): number {
  return items.reduce((sum, item) => sum + item.amount_kopecks * item.quantity, 0);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^7\d{10}$/;

function contactProblem({ email, phone }: ReceiptCustomer): string | null {
  if (!email && !phone) return 'В чеке нет e-mail или телефона покупателя';
  if (email !== undefined && !EMAIL.test(email)) return 'E-mail для чека указан неверно';
  if (phone !== undefined && !PHONE.test(phone)) return 'Телефон для чека указан неверно';
  return null;
}

function itemProblem(item: ReceiptItem): string | null {
  if (!item.description || item.description.length > RECEIPT_DESCRIPTION_MAX) {
    return 'Название позиции чека пустое или длиннее 128 символов';
  }
  if (!(item.vat_code in RECEIPT_VAT_CODE_NAMES)) return 'Неизвестная ставка НДС в чеке';
  if (!Number.isSafeInteger(item.amount_kopecks) || item.amount_kopecks <= 0) {
    return 'Цена позиции чека должна быть больше нуля';
  }
  if (!(item.quantity > 0)) return 'Количество в позиции чека должно быть больше нуля';
  return null;
}

/**
 * Why a receipt must not be sent for a payment of `amountKopecks`, in Russian; null when it is
 * whole. Checked before every request: a receipt ЮKassa would refuse is never sent.
 */
export function receiptProblem(receipt: Receipt, amountKopecks: number): string | null {
  const contact = contactProblem(receipt.customer);
  if (contact) return contact;
  if (receipt.items.length === 0) return 'В чеке нет позиций';
  if (receipt.items.length > 100) return 'В чеке больше 100 позиций';
  for (const item of receipt.items) {
    const problem = itemProblem(item);
    if (problem) return problem;
  }
  if (receiptTotal(receipt.items) !== amountKopecks) {
    return 'Сумма позиций чека не равна сумме платежа';
  }
  return null;
}
