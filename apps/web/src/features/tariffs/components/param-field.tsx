import {
  PAY_MONTHS_COUNT_SLUG,
  paramLabel,
  type ParamValue,
  type Tariff,
  type TariffParam,
  type TariffsCalculation,
} from '@kabinet/domain/tariffs';

import { DATE_CONNECT_SLUG } from '../model.ts';
import { Checkboxes, RadioCards, Segmented } from './choice-controls.tsx';
import { MonthsChoice } from './months-choice.tsx';
import { ComparisonInput, ConnectDateInput, Stepper } from './number-controls.tsx';
import { TariffChoice } from './tariff-choice.tsx';

export interface ParamFieldProps {
  param: TariffParam;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
  /** For the TARIFFS param: the tariffs and their live prices. */
  tariffs: readonly Tariff[];
  params: readonly TariffParam[];
  calculation: TariffsCalculation;
  months: number;
  recommendedTariffId: number | null;
}

/** One wizard question: the control that fits the param's type (SPEC §3 types). */
export function ParamField({ param, value, onChange, ...pricing }: ParamFieldProps) {
  const label = paramLabel(param.slug);
  const common = { param, label, value, onChange };
  if (param.slug === PAY_MONTHS_COUNT_SLUG) return <MonthsChoice {...common} />;
  if (param.slug === DATE_CONNECT_SLUG) return <ConnectDateInput {...common} />;
  switch (param.type) {
    case 'RADIO':
      return <RadioCards {...common} />;
    case 'RADIO_BTN':
      return <Segmented {...common} />;
    case 'CHECKBOX':
      return <Checkboxes {...common} />;
    case 'COUNTER':
    case 'USERS':
      return <Stepper {...common} />;
    case 'COMPARISON':
      return <ComparisonInput {...common} />;
    case 'TARIFFS':
      return <TariffChoice label={label} value={value} onChange={onChange} {...pricing} />;
    case 'HIDDEN':
      return null;
  }
}
