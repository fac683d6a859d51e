/** Notices read the company's name through the one shared query. */
export { findCompanyName } from '../../db/company-rows.ts';
