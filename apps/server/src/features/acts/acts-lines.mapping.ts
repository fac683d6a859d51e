import type { ActLineDraft } from '@kabinet/domain/acts';

import type { NewActLine } from './acts.repository.ts';

/** The domain's drafted act lines as the rows stored for an act, numbered from 1 in order. */
export function actLineRows(lines: readonly ActLineDraft[]): NewActLine[] {
  return lines.map((line, index) => ({
    position: index + 1,
    name: line.name,
    quantity: line.quantity,
    priceKopecks: line.price_kopecks,
    amountKopecks: line.amount_kopecks,
    sourceType: line.source_type,
    sourceId: line.source_id,
  }));
}
