import type { VatMode } from '@kabinet/domain/money';

/** A party of an act as printed. */
export interface ActPdfParty {
  name: string;
  inn: string;
  kpp: string;
  address: string;
}

/** The ПЭП stamp of a signed act. */
export interface ActPdfSignature {
  signerName: string;
  /** Already formatted in Moscow time: «25.11.2026 14:03». */
  signedAt: string;
  ip: string;
  sha256: string;
}

/** Everything an act PDF shows, decided by the acts feature (money in kopecks). */
export interface ActPdfView {
  number: string;
  date: string;
  periodName: string;
  seller: ActPdfParty;
  buyer: ActPdfParty;
  lines: {
    name: string;
    quantity: number;
    unit: string;
    priceKopecks: number;
    sumKopecks: number;
  }[];
  vatMode: VatMode;
  totalKopecks: number;
  vatKopecks: number;
  sumInWords: string;
  signature: ActPdfSignature | null;
}

/** An акт сверки as printed. */
export interface ReconciliationPdfView {
  from: string;
  to: string;
  seller: ActPdfParty;
  buyer: ActPdfParty;
  openingKopecks: number;
  rows: { date: string; document: string; debitKopecks: number; creditKopecks: number }[];
  debitTurnoverKopecks: number;
  creditTurnoverKopecks: number;
  closingKopecks: number;
  closingText: string;
}
