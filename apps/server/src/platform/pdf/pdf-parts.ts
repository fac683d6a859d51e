import { normalizeAddressLine } from '@kabinet/domain/companies';

import type { PdfContent } from './pdf-render.ts';

/** The grey of labels and notes on every document. */
export const MUTED = '#444444';

/** A party of a document as printed: the name with its legal form, INN, KPP and address. */
export type PdfParty = { name: string; inn: string; kpp: string | null; address: string | null };

/** «ООО «Ромашка», ИНН 7701234567, КПП 770101001, г. Москва…»: what is known, in that order. */
export function partyText(party: PdfParty): string {
  return [
    party.name,
    `ИНН ${party.inn}`,
    ...(party.kpp ? [`КПП ${party.kpp}`] : []),
    ...(party.address ? [normalizeAddressLine(party.address)] : []),
  ].join(', ');
}

/** «Исполнитель:  ООО «Ромашка», ИНН…»: a label column and the party in bold. */
export function partyRow(label: string, party: PdfParty, labelWidth: number): PdfContent {
  return {
    columns: [
      { text: label, width: labelWidth, color: MUTED },
      { text: partyText(party), bold: true, width: '*' },
    ],
    margin: [0, 0, 0, 8],
  };
}

/** «Основание:  Договор № 15 от 01.12.2026»: the contract a document is made under. */
export function basisRow(basis: string, labelWidth: number): PdfContent {
  return {
    columns: [
      { text: 'Основание:', width: labelWidth, color: MUTED },
      { text: basis, width: '*' },
    ],
    margin: [0, 0, 0, 8],
  };
}
