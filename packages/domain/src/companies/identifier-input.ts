/**
 * russian-domain §1.8: identifiers are checked after stripping spaces and dashes that input
 * masks add (e.g. КПП `XXXX-XX-XXX`); letters are upper-cased for the KPP.
 */
export function cleanIdentifier(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Weighted digit sum used by the INN check digits (russian-domain §1.1, §1.2). */
export function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + Number(digits[index]) * weight, 0);
}
