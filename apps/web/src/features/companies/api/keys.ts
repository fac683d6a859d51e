/** Query keys of the companies feature; company-scoped keys carry the company id. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (companyId: number) => [...companyKeys.all, companyId] as const,
  requisites: (companyId: number) => [...companyKeys.detail(companyId), 'requisites'] as const,
  check: (inn: string) => [...companyKeys.all, 'check', inn] as const,
  search: (text: string) => [...companyKeys.all, 'search', text] as const,
  invitations: ['invitations'] as const,
  addressHints: (query: string) => ['addresses', 'suggest', query] as const,
  bank: (bik: string) => ['banks', bik] as const,
};
