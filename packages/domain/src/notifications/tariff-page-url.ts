/** Where a tariff notification leads: SPEC §2 tariff (apart: the bell needs no zod). */
export const TARIFF_PAGE_URL = '/service/tariff';
