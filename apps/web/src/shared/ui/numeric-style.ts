/**
 * Sums, dates and counts in tables: digits of equal width so columns line up, never broken
 * across lines («16 800,00 ₽» stays whole).
 */
export const NUMERIC_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
