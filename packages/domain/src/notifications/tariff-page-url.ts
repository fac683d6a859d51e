/** Where a tariff notification leads: SPEC §2 tariff (apart: the bell needs no zod, issue 17). */
export const TARIFF_PAGE_URL = '/service/tariff';
