/** What the firm's billing settings hold of the contract its clients accept. */
export type ContractReference = { contract_number?: unknown; contract_date?: unknown };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * «Основание» of an invoice and an act: «Договор № 15/БУ от 01.12.2026» — the contract (public
 * offer) the firm's clients accept, as its billing settings number and date it. Null while the
 * firm has not set a number; the date is left out when it is missing.
 */
export function formatContractBasis(reference: ContractReference): string | null {
  const number =
    typeof reference.contract_number === 'string' ? reference.contract_number.trim() : '';
  if (number === '') return null;
  const date =
    typeof reference.contract_date === 'string' ? ISO_DATE.exec(reference.contract_date) : null;
  const on = date ? ` от ${date[3]}.${date[2]}.${date[1]}` : '';
  return `Договор № ${number}${on}`;
}
