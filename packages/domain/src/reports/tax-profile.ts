/** The tax systems of the tariff wizard's «Налоги» step (the `tax_system` param's values). */
export const TAX_SYSTEMS = ['usn6', 'usn15', 'osno', 'ausn', 'psn', 'npd'] as const;
/** A tax system. */
export type TaxSystem = (typeof TAX_SYSTEMS)[number];

/** What the tax calendar is computed from: the legal form, the tax system, VAT and employees. */
export type TaxProfile = {
  /** An organisation (ООО, АО) or an individual entrepreneur. */
  organisation: boolean;
  taxSystem: TaxSystem;
  /** The wizard's `vat_rate`: 'none' (освобождение), 'reduced' (5/7 % on УСН), 'general'. */
  vatRate: 'none' | 'reduced' | 'general';
  hasEmployees: boolean;
};

/** The Russian name of a profile's tax system, for the calendar's heading. */
export const TAX_SYSTEM_NAMES: Record<TaxSystem, string> = {
  usn6: 'УСН «Доходы»',
  usn15: 'УСН «Доходы минус расходы»',
  osno: 'ОСНО',
  ausn: 'АУСН',
  psn: 'Патент',
  npd: 'НПД',
};

/** A checkbox answer as the wizard keeps it: `true`, 'yes' or ['yes']. */
function isYes(value: unknown): boolean {
  if (Array.isArray(value)) return value.includes('yes') || value.includes(true);
  return value === true || value === 'yes';
}

/**
 * The profile from the company's tariff params (the wizard's answers, kept in the tariff's info)
 * and its INN: `legal_form` 'ip' or a 12-digit INN is an entrepreneur. Null without a tax system
 * (no tariff connected yet: nothing to compute a calendar from).
 */
export function taxProfileFromParams(
  params: Record<string, unknown>,
  inn: string,
): TaxProfile | null {
  const taxSystem = params['tax_system'];
  if (!TAX_SYSTEMS.includes(taxSystem as TaxSystem)) return null;
  const legalForm = params['legal_form'];
  const organisation =
    legalForm === 'ip' ? false : legalForm === 'ooo' || legalForm === 'ao' || inn.length === 10;
  const vat = params['vat_rate'];
  return {
    organisation,
    taxSystem: taxSystem as TaxSystem,
    vatRate: vat === 'reduced' || vat === 'general' ? vat : 'none',
    // НПД has no employees by law (422-ФЗ ст. 4 п. 2 пп. 4); АУСН's are handled by the bank.
    hasEmployees: isYes(params['has_employees']) && taxSystem !== 'npd',
  };
}
