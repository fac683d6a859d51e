import { formatKopecksNumber, vatLabel, vatRate } from '@kabinet/domain/money';
import { formatCount, formatDate, formatDateLong } from '@kabinet/domain/shared';

import type { ActPdfParty, ActPdfView, ReconciliationPdfView } from './act-pdf.types.ts';
import { partyRow } from './pdf-parts.ts';
import { renderPdf, type PdfContent, type PdfDocument } from './pdf-render.ts';

const ITEM_FORMS = ['наименование', 'наименования', 'наименований'] as const;
const quantityFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

const grid = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const head = (text: string): PdfContent => ({
  text,
  bold: true,
  alignment: 'center',
  fillColor: '#f2f2f2',
});
const right = (text: string, bold = false): PdfContent => ({ text, alignment: 'right', bold });

/** A text as a sentence: its full stop added unless it ends with one («… 4 000,00 руб.»). */
const sentence = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

function signatureBlock(view: ActPdfView): PdfContent {
  const side = (role: string, party: ActPdfParty, stamp: PdfContent | null): PdfContent => ({
    stack: [
      { text: role, bold: true },
      { text: party.name, margin: [0, 2, 0, 14] },
      stamp ?? { text: '______________________ / ______________ /', margin: [0, 0, 0, 0] },
    ],
  });
  const stamp = view.signature
    ? {
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: [
                  { text: 'Подписан простой электронной подписью', bold: true },
                  { text: `ФИО: ${view.signature.signerName}` },
                  { text: `Дата и время: ${view.signature.signedAt} (МСК)` },
                  { text: `IP: ${view.signature.ip}` },
                  { text: 'SHA-256 документа:' },
                  { text: view.signature.sha256, fontSize: 6.5 },
                ],
                color: '#1d4ed8',
                fontSize: 8,
              },
            ],
          ],
        },
        layout: { hLineColor: () => '#1d4ed8', vLineColor: () => '#1d4ed8' },
      }
    : null;
  return {
    columns: [side('Исполнитель', view.seller, null), side('Заказчик', view.buyer, stamp)],
    columnGap: 24,
    margin: [0, 16, 0, 0],
  };
}

/**
 * Renders «Акт № … об оказании услуг» (russian-domain §6.1): number, date and period, both
 * parties with INN/KPP, the services table, the totals with the VAT row, the count and the sum
 * in words, the sentence of no claims, and the signature block — with the ПЭП stamp (signer,
 * time, IP, SHA-256 of the signed content) once the client signed it.
 */
export async function renderActPdf(view: ActPdfView): Promise<Buffer> {
  const total = formatKopecksNumber(view.totalKopecks);
  const vatRow =
    vatRate(view.vatMode) === null
      ? ['Без налога (НДС):', '—']
      : [`${vatLabel(view.vatMode)}:`, formatKopecksNumber(view.vatKopecks)];
  const document: PdfDocument = {
    pageSize: 'A4',
    pageMargins: [40, 32, 32, 40],
    info: { title: `Акт № ${view.number} об оказании услуг`, author: view.seller.name },
    defaultStyle: { fontSize: 9, lineHeight: 1.15 },
    content: [
      {
        text: `Акт № ${view.number} об оказании услуг от ${formatDateLong(view.date)}`,
        fontSize: 14,
        bold: true,
        margin: [0, 0, 0, 2],
      },
      { text: `за ${view.periodName}`, margin: [0, 0, 0, 10] },
      partyRow('Исполнитель:', view.seller, 90),
      partyRow('Заказчик:', view.buyer, 90),
      {
        table: {
          headerRows: 1,
          widths: [18, '*', 40, 30, 70, 76],
          body: [
            ['№', 'Наименование работ, услуг', 'Кол-во', 'Ед.', 'Цена', 'Сумма'].map(head),
            ...view.lines.map((line, index): PdfContent[] => [
              { text: String(index + 1), alignment: 'center' },
              line.name,
              right(quantityFormat.format(line.quantity)),
              line.unit,
              right(formatKopecksNumber(line.priceKopecks)),
              right(formatKopecksNumber(line.sumKopecks)),
            ]),
          ],
        },
        layout: grid,
        margin: [0, 4, 0, 6],
      },
      {
        table: {
          widths: ['*', 76],
          body: [
            [right('Итого:', true), right(total, true)],
            [right(vatRow[0] ?? '', true), right(vatRow[1] ?? '', true)],
          ],
        },
        layout: 'noBorders',
      },
      {
        text: `Всего оказано услуг ${formatCount(view.lines.length, ITEM_FORMS)}, на сумму ${total} руб.`,
        margin: [0, 8, 0, 0],
      },
      { text: view.sumInWords, bold: true, margin: [0, 2, 0, 8] },
      {
        text: 'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
        margin: [0, 0, 0, 4],
      },
      signatureBlock(view),
    ],
  };
  return renderPdf(document);
}

/**
 * Renders «Акт сверки взаимных расчётов» for a period: both parties, the opening balance, each
 * ledger movement with its date and document in the firm's debit/credit columns, the turnovers,
 * the closing balance and who it is in favour of, signature lines for both sides.
 */
export async function renderReconciliationPdf(view: ReconciliationPdfView): Promise<Buffer> {
  const sum = (kopecks: number) => (kopecks === 0 ? '' : formatKopecksNumber(kopecks));
  const saldo = (label: string, kopecks: number): PdfContent[] => [
    { text: label, colSpan: 2, bold: true },
    '',
    right(kopecks < 0 ? formatKopecksNumber(-kopecks) : '', true),
    right(kopecks > 0 ? formatKopecksNumber(kopecks) : '', true),
  ];
  const document: PdfDocument = {
    pageSize: 'A4',
    pageMargins: [40, 32, 32, 40],
    info: { title: 'Акт сверки взаимных расчётов', author: view.seller.name },
    defaultStyle: { fontSize: 9, lineHeight: 1.15 },
    content: [
      { text: 'Акт сверки взаимных расчётов', fontSize: 14, bold: true, alignment: 'center' },
      {
        text: `за период с ${formatDate(view.from)} по ${formatDate(view.to)}`,
        alignment: 'center',
        margin: [0, 2, 0, 10],
      },
      {
        text: `между ${view.seller.name} (ИНН ${view.seller.inn}) и ${view.buyer.name} (ИНН ${view.buyer.inn}) по данным ${view.seller.name}, руб.`,
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: [60, '*', 80, 80],
          body: [
            ['Дата', 'Документ', 'Дебет', 'Кредит'].map(head),
            saldo('Сальдо начальное', view.openingKopecks),
            ...view.rows.map((row): PdfContent[] => [
              formatDate(row.date),
              row.document,
              right(sum(row.debitKopecks)),
              right(sum(row.creditKopecks)),
            ]),
            [
              { text: 'Обороты за период', colSpan: 2, bold: true },
              '',
              right(formatKopecksNumber(view.debitTurnoverKopecks), true),
              right(formatKopecksNumber(view.creditTurnoverKopecks), true),
            ],
            saldo('Сальдо конечное', view.closingKopecks),
          ],
        },
        layout: grid,
        margin: [0, 0, 0, 8],
      },
      {
        text: `На ${formatDate(view.to)}: ${sentence(view.closingText)}`,
        bold: true,
        margin: [0, 0, 0, 16],
      },
      {
        columns: [
          {
            stack: [
              { text: `От ${view.seller.name}`, bold: true },
              { text: '______________________ / ______________ /', margin: [0, 18, 0, 0] },
            ],
          },
          {
            stack: [
              { text: `От ${view.buyer.name}`, bold: true },
              { text: '______________________ / ______________ /', margin: [0, 18, 0, 0] },
            ],
          },
        ],
        columnGap: 24,
      },
    ],
  };
  return renderPdf(document);
}
