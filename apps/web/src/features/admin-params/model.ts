import {
  calculateTariffs,
  type OptionValue,
  type ParamPriceOverride,
  type ParamValue,
  type ParamValues,
  type Tariff,
  type TariffParam,
  type TariffParamOption,
  type TariffParamSettings,
  type TariffsCalculation,
} from '@kabinet/domain/tariffs';

/** The catalogue as the admin edits it: params (with options and settings) and tariffs. */
export type EditableCatalogue = { params: TariffParam[]; tariffs: Tariff[] };

/** One per-tariff price of an option (TARIFF-PRICING §2: it beats the option's own price). */
export type PriceOverride = {
  slug: string;
  value: OptionValue;
  price: number | null;
  first_month_price: number | null;
};

type OverrideOption = ParamPriceOverride['options'][number];

export function updateOption(
  catalogue: EditableCatalogue,
  paramId: number,
  index: number,
  patch: Partial<TariffParamOption>,
): EditableCatalogue {
  return {
    ...catalogue,
    params: catalogue.params.map((param) =>
      param.id === paramId
        ? {
            ...param,
            options: param.options.map((option, i) =>
              i === index ? { ...option, ...patch } : option,
            ),
          }
        : param,
    ),
  };
}

export function updateSettings(
  catalogue: EditableCatalogue,
  paramId: number,
  patch: Partial<TariffParamSettings>,
): EditableCatalogue {
  return {
    ...catalogue,
    params: catalogue.params.map((param) =>
      param.id === paramId ? { ...param, settings: { ...param.settings, ...patch } } : param,
    ),
  };
}

export function updateTariff(
  catalogue: EditableCatalogue,
  tariffId: number,
  patch: (tariff: Tariff) => Tariff,
): EditableCatalogue {
  return {
    ...catalogue,
    tariffs: catalogue.tariffs.map((tariff) => (tariff.id === tariffId ? patch(tariff) : tariff)),
  };
}

function overrideOf(tariff: Tariff, slug: string): OverrideOption[] {
  const own = (tariff.individual_params as Record<string, unknown>)[slug];
  if (!own || typeof own !== 'object' || !('options' in own)) return [];
  const options = (own as { options?: unknown }).options;
  return Array.isArray(options) ? (options as OverrideOption[]) : [];
}

/** The tariff's own option prices, in the catalogue's param order. */
export function overridesOf(tariff: Tariff, params: readonly TariffParam[]): PriceOverride[] {
  return params.flatMap((param) =>
    overrideOf(tariff, param.slug).map((option) => ({
      slug: param.slug,
      value: option.value,
      price: option.price ?? null,
      first_month_price: option.first_month_price ?? null,
    })),
  );
}

/** Sets (or adds) the tariff's own price of one option; `null` removes that override. */
export function setOverride(
  tariff: Tariff,
  slug: string,
  value: OptionValue,
  next: Pick<PriceOverride, 'price' | 'first_month_price'> | null,
): Tariff {
  const rest = overrideOf(tariff, slug).filter((option) => String(option.value) !== String(value));
  const current = overrideOf(tariff, slug).find((o) => String(o.value) === String(value));
  const options = next
    ? current
      ? overrideOf(tariff, slug).map((option) =>
          String(option.value) === String(value) ? { ...option, ...next } : option,
        )
      : [...rest, { value, ...next }]
    : rest;
  const individual = { ...tariff.individual_params } as Record<string, unknown>;
  if (options.length > 0) individual[slug] = { options };
  else delete individual[slug];
  return { ...tariff, individual_params: individual as Tariff['individual_params'] };
}

/** Tariffs whose name, status or individual_params differ from the saved ones. */
export function changedTariffs(saved: readonly Tariff[], edited: readonly Tariff[]): Tariff[] {
  return edited.filter((tariff) => {
    const before = saved.find((item) => item.id === tariff.id);
    return JSON.stringify(before) !== JSON.stringify(tariff);
  });
}

export function paramsChanged(saved: readonly TariffParam[], edited: readonly TariffParam[]) {
  return JSON.stringify(saved) !== JSON.stringify(edited);
}

/** A settings value as the admin types it: JSON when it parses («false», «[]», «1»), else text. */
export function parseSettingValue(text: string): ParamValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed) as ParamValue;
  } catch {
    return trimmed;
  }
}

export function formatSettingValue(value: ParamValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A number input's value as a price: '' is «not set» (null). */
export function toPrice(value: number | string): number | null {
  return value === '' || Number.isNaN(Number(value)) ? null : Number(value);
}

/** Sample answers for the preview: typical clients of the firm. */
export const SAMPLE_ANSWERS: readonly { key: string; label: string; values: ParamValues }[] = [
  {
    key: 'ip-usn',
    label: 'ИП на УСН 6 %, без сотрудников',
    values: { legal_form: 'ip', turnover: 5, tax_system: 'usn6', operations_count: 20 },
  },
  {
    key: 'ooo-usn',
    label: 'ООО на УСН 15 %, 5 сотрудников',
    values: {
      legal_form: 'ooo',
      turnover: 40,
      tax_system: 'usn15',
      has_employees: true,
      employees_count: 5,
      operations_count: 80,
      management_reports: ['pnl', 'cashflow'],
    },
  },
  {
    key: 'ooo-osno',
    label: 'ООО на ОСНО с НДС и ВЭД',
    values: {
      legal_form: 'ooo',
      turnover: 300,
      tax_system: 'osno',
      vat_rate: 'general',
      has_employees: true,
      employees_count: 20,
      operations_count: 250,
      foreign_trade: ['import'],
      foreign_trade_operations: 12,
      management_reports: ['pnl', 'cashflow', 'balance'],
    },
  },
];

/** TARIFF-PRICING: the engine on an edited catalogue; no company, so first-month prices show. */
export function previewCalculation(
  catalogue: EditableCatalogue,
  initial: ParamValues,
  sample: ParamValues,
): TariffsCalculation {
  return calculateTariffs({
    params: catalogue.params,
    tariffs: catalogue.tariffs,
    values: { ...initial, ...sample },
    companyTariffs: [],
  });
}
