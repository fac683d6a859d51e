import type { ParamValues, TariffParam } from './tariffs.schemas.ts';

/**
 * Tax Code ch. 26.5 and the NPD law 422-FZ: the patent (ПСН) is for individual
 * entrepreneurs only and the professional income tax (НПД) for entrepreneurs and the
 * self-employed; an organisation (ООО, АО) may use neither. Tax systems each legal form may use.
 */
const ONLY_FOR: Readonly<Record<string, readonly string[]>> = {
  psn: ['ip'],
  npd: ['ip', 'self_employed'],
};

/**
 * The options of the `tax_system` param the chosen `legal_form` may use — ПСН and НПД
 * are not offered to an ООО or АО. Other params, and a wizard with no legal form yet, keep all.
 */
export function optionsForLegalForm(
  param: TariffParam,
  values: ParamValues,
): TariffParam['options'] {
  const legalForm = values['legal_form'];
  if (param.slug !== 'tax_system' || typeof legalForm !== 'string' || !legalForm) {
    return param.options;
  }
  return param.options.filter((option) => {
    const allowed = ONLY_FOR[String(option.value)];
    return !allowed || allowed.includes(legalForm);
  });
}
