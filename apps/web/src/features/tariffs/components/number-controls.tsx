import '@mantine/dates/styles.css';

import { FREE_USERS, type ParamValue, type TariffParam } from '@kabinet/domain/tariffs';
import { Badge, Group, NumberInput, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';

import '../../../shared/lib/dayjs-ru.ts';
import { answeredComparisonBand, paramUnit, todayIso } from '../model.ts';

interface NumberProps {
  param: TariffParam;
  label: string;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
}

const toNumberValue = (value: ParamValue | undefined): number | string =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== ''
      ? Number(value)
      : '';

/** '' (cleared input) is empty: the engine then names the param as missing. */
const fromInput = (next: number | string): ParamValue =>
  next === '' || Number.isNaN(Number(next)) ? null : Math.max(0, Math.floor(Number(next)));

/** « 2 пользователя» after the number typed (the unit agrees with it). */
function unitSuffix(slug: string, value: ParamValue | undefined): string | undefined {
  const number = Number(value);
  const unit = paramUnit(
    slug,
    value === '' || value == null || !Number.isFinite(number) ? null : number,
  );
  return unit ? ` ${unit}` : undefined;
}

/** COUNTER and USERS: a whole-number stepper; USERS says the first two are free. */
export function Stepper({ param, label, value, onChange }: NumberProps) {
  const unit = param.options[0]?.label;
  const description =
    param.type === 'USERS'
      ? `Первые ${FREE_USERS} бесплатно, дальше — ${unit ?? 'за пользователя'}`
      : unit
        ? `Считаем ${unit}`
        : undefined;
  return (
    <NumberInput
      label={label}
      description={description}
      value={toNumberValue(value)}
      onChange={(next) => onChange(fromInput(next))}
      min={0}
      max={10_000}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      suffix={unitSuffix(param.slug, value)}
      maw={360}
    />
  );
}

/** COMPARISON: a number, with the band it falls in shown beside it. */
export function ComparisonInput({ param, label, value, onChange }: NumberProps) {
  const band = answeredComparisonBand(param, value);
  return (
    <div>
      <NumberInput
        label={label}
        description={
          paramUnit(param.slug, null) ? `Укажите число: ${paramUnit(param.slug, null)}` : null
        }
        placeholder="Например, 25"
        value={toNumberValue(value)}
        onChange={(next) => onChange(fromInput(next))}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=" "
        maw={360}
      />
      <Group gap={6} mt={6} mih={22}>
        {band ? (
          <>
            <Text size="xs" c="dimmed">
              Диапазон:
            </Text>
            <Badge variant="light" radius="sm" tt="none">
              {band.label ?? band.short_label}
            </Badge>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            Диапазоны: {param.options.map((option) => option.short_label).join(' · ')}
          </Text>
        )}
      </Group>
    </div>
  );
}

/** HIDDEN date_connect: the first day of service; empty means «today» to the server. */
export function ConnectDateInput({ label, value, onChange }: Omit<NumberProps, 'param'>) {
  return (
    <DatePickerInput
      label={label}
      description="С какого дня начинаем обслуживание"
      placeholder="С сегодняшнего дня"
      valueFormat="D MMMM YYYY"
      minDate={todayIso()}
      clearable
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(next) => onChange(next || null)}
      maw={360}
    />
  );
}
