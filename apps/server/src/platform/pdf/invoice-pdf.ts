import {
  buildPaymentQrPayload,
  formatKopecksNumber,
  sumInWords,
  vatIncluded,
  vatLabel,
  vatRate,
} from '@kabinet/domain/money';
import { formatCount, formatDateLong } from '@kabinet/domain/shared';
import QRCode from 'qrcode';

import type { InvoicePdfView } from './invoice-pdf.types.ts';
import { basisRow, MUTED, partyRow } from './pdf-parts.ts';
import { renderPdf, type PdfContent, type PdfDocument, type PdfNode } from './pdf-render.ts';

const LINE = '#000000';
const ITEM_FORMS = ['наименование', 'наименования', 'наименований'] as const;
const quantityFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/**
 * Fills in what an invoice view derives from its figures with the domain's rules: the sum in
 * words of the total, and the ГОСТ Р 56042-2014 QR text with the seller's bank requisites, INN,
 * KPP, the purpose (build it with `formatInvoicePurpose`, which names the invoice) and the total
 * in kopecks.
 */
export function invoicePdfView(
  view: Omit<InvoicePdfView, 'sumInWords' | 'qrPayload'>,
): InvoicePdfView {
  return {
    ...view,
    sumInWords: sumInWords(view.totalKopecks),
    qrPayload: buildPaymentQrPayload({
      name: view.seller.name,
      personalAcc: view.seller.account,
      bankName: view.seller.bankName,
      bic: view.seller.bik,
      correspAcc: view.seller.correspondentAccount,
      payeeInn: view.seller.inn,
      kpp: view.seller.kpp,
      purpose: view.purpose,
      sum: view.totalKopecks,
    }),
  };
}

/**
 * Renders «Счёт на оплату» as a PDF in the customary Russian form (russian-domain §6.2): the
 * bank block with the payment QR code, the title with number and date, supplier and buyer, the
 * lines, totals with the VAT row, the count of items and the sum in words, the due date and
 * purpose, signature lines.
 */
export async function renderInvoicePdf(view: InvoicePdfView): Promise<Buffer> {
  return renderPdf(await invoiceDocument(view));
}

async function invoiceDocument(view: InvoicePdfView): Promise<PdfDocument> {
  const qrSvg = await QRCode.toString(view.qrPayload, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 0,
  });
  return {
    pageSize: 'A4',
    pageMargins: [40, 32, 32, 40],
    info: { title: `Счёт на оплату № ${view.number}`, author: view.seller.name },
    defaultStyle: { fontSize: 9, lineHeight: 1.15 },
    footer: (page, pages) =>
      pages > 1
        ? {
            text: `Счёт на оплату № ${view.number} · страница ${page} из ${pages}`,
            alignment: 'right',
            fontSize: 7,
            color: MUTED,
            margin: [40, 12, 32, 0],
          }
        : null,
    content: [
      {
        text: 'Образец заполнения платёжного поручения',
        fontSize: 8,
        color: MUTED,
        margin: [0, 0, 0, 3],
      },
      {
        columns: [
          { width: '*', ...bankBlock(view) },
          {
            width: 104,
            stack: [
              { svg: qrSvg, width: 96, alignment: 'right' },
              {
                text: 'Отсканируйте в приложении банка',
                fontSize: 6.5,
                color: MUTED,
                alignment: 'right',
                margin: [0, 2, 0, 0],
              },
            ],
          },
        ],
        columnGap: 10,
      },
      {
        text: `Счёт на оплату № ${view.number} от ${formatDateLong(view.date)}`,
        fontSize: 14,
        bold: true,
        margin: [0, 16, 0, 4],
      },
      rule(2),
      partyRow('Поставщик\n(Исполнитель):', view.seller, 80),
      partyRow('Покупатель\n(Заказчик):', view.buyer, 80),
      ...(view.basis ? [basisRow(view.basis, 80)] : []),
      linesTable(view),
      totals(view),
      {
        text: `Всего ${formatCount(view.lines.length, ITEM_FORMS)}, на сумму ${formatKopecksNumber(view.totalKopecks)} руб.`,
        margin: [0, 8, 0, 0],
      },
      { text: view.sumInWords, bold: true, margin: [0, 2, 0, 8] },
      ...(view.dueDate
        ? [{ text: `Оплатить не позднее ${formatDateLong(view.dueDate)}`, margin: [0, 0, 0, 2] }]
        : []),
      { text: [{ text: 'Назначение платежа: ', bold: true }, view.purpose] },
      {
        text: 'Оплата этого счёта означает согласие с условиями оказания услуг. В назначении платежа укажите номер счёта.',
        fontSize: 7.5,
        color: MUTED,
        margin: [0, 4, 0, 8],
      },
      rule(2),
      signatures(view),
    ],
  };
}

function rule(width: number): PdfContent {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: 523, y2: 0, lineWidth: width, lineColor: LINE }],
    margin: [0, 0, 0, 8],
  };
}

function labelled(value: string, label: string): PdfNode {
  return {
    stack: [{ text: value }, { text: label, fontSize: 7, color: MUTED, margin: [0, 6, 0, 0] }],
  };
}

function bankBlock(view: InvoicePdfView): PdfNode {
  const { seller } = view;
  return {
    table: {
      widths: ['*', '*', 36, 118],
      body: [
        [
          { ...labelled(seller.bankName, 'Банк получателя'), colSpan: 2, rowSpan: 2 },
          {},
          'БИК',
          seller.bik,
        ],
        [{}, {}, 'Сч. №', seller.correspondentAccount],
        [
          `ИНН ${seller.inn}`,
          seller.kpp ? `КПП ${seller.kpp}` : '',
          { text: 'Сч. №', rowSpan: 2 },
          { text: seller.account, rowSpan: 2 },
        ],
        [{ ...labelled(seller.name, 'Получатель'), colSpan: 2 }, {}, {}, {}],
      ],
    },
    layout: {
      hLineWidth: () => 0.6,
      vLineWidth: () => 0.6,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

function linesTable(view: InvoicePdfView): PdfContent {
  const header = ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'].map(
    (text): PdfContent => ({ text, bold: true, alignment: 'center', fillColor: '#f2f2f2' }),
  );
  const rows = view.lines.map((line, index): PdfContent[] => [
    { text: String(index + 1), alignment: 'center' },
    line.name,
    { text: quantityFormat.format(line.quantity), alignment: 'right' },
    line.unit,
    { text: formatKopecksNumber(line.priceKopecks), alignment: 'right' },
    { text: formatKopecksNumber(line.sumKopecks), alignment: 'right' },
  ]);
  return {
    table: { headerRows: 1, widths: [18, '*', 42, 34, 72, 78], body: [header, ...rows] },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 1.4 : 0.6,
      vLineWidth: (i: number) => (i === 0 || i === 6 ? 1.4 : 0.6),
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 4, 0, 6],
  };
}

function totals(view: InvoicePdfView): PdfContent {
  const total = formatKopecksNumber(view.totalKopecks);
  const vat =
    vatRate(view.vatMode) === null
      ? ['Без налога (НДС):', '—']
      : [
          `${vatLabel(view.vatMode)}:`,
          formatKopecksNumber(vatIncluded(view.totalKopecks, view.vatMode)),
        ];
  const row = (label: string, value: string): PdfContent[] => [
    { text: label, bold: true, alignment: 'right' },
    { text: value, bold: true, alignment: 'right' },
  ];
  return {
    table: {
      widths: ['*', 78],
      body: [row('Итого:', total), row(vat[0] ?? '', vat[1] ?? ''), row('Всего к оплате:', total)],
    },
    layout: 'noBorders',
  };
}

function signatures(view: InvoicePdfView): PdfContent {
  const role = (text: string): PdfContent => ({
    text,
    bold: true,
    border: [false, false, false, false],
  });
  const line = (name: string | null): PdfContent => ({
    text: name ?? ' ',
    alignment: 'right',
    border: [false, false, false, true],
  });
  return {
    table: {
      widths: ['auto', '*', 24, 'auto', '*'],
      body: [
        [
          role('Руководитель'),
          line(view.seller.director),
          { text: '', border: [false, false, false, false] },
          role('Бухгалтер'),
          line(view.seller.accountant),
        ],
      ],
    },
    layout: { hLineWidth: () => 0.6, paddingTop: () => 12 },
  };
}
