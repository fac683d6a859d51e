import type { OperationDirection } from '../operations/operation-categories.ts';

/**
 * One line of the operations' monthly sums, as the operations feature answers it
 * (the `OperationsFigures` port): kopecks are positive, the direction gives the sign.
 */
export interface MonthlyCategorySum {
  month: string;
  direction: OperationDirection;
  category: string;
  kopecks: number;
  count: number;
}

/** A counterparty's sum over a period, from the same port. */
export interface CounterpartySum {
  name: string;
  inn: string | null;
  kopecks: number;
  count: number;
}
