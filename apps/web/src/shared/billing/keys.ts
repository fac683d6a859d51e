/**
 * Query keys; a company's money hangs under one key for one invalidation. Apart from
 * the billing API so the signed-in shell's realtime listener does not pull it into every page, and
 * shared because other features make invoices too (an order with a price issues one at once).
 */
export const billingKeys = {
  all: ['billing'] as const,
  company: (companyId: number) => [...billingKeys.all, 'company', companyId] as const,
  summary: (companyId: number) => [...billingKeys.company(companyId), 'summary'] as const,
  ledger: (companyId: number) => [...billingKeys.company(companyId), 'ledger'] as const,
  onlinePayment: (id: number) => [...billingKeys.all, 'online-payment', id] as const,
};
