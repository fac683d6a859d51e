import {
  MANAGEMENT_PERIOD_TYPE_NAMES,
  MANAGEMENT_PERIOD_TYPES,
  type ManagementPeriodType,
} from '@kabinet/domain/management-accounting';
import { Group, SegmentedControl, TextInput } from '@mantine/core';

const PLACEHOLDER: Record<ManagementPeriodType, string> = {
  month: '2026-10',
  quarter: '2026-Q4',
  year: '2026',
};

/** A report's period: month, quarter or year, and the period written the way its type asks. */
export function PeriodFields(props: {
  type: ManagementPeriodType;
  period: string;
  error?: string | undefined;
  onChange: (type: ManagementPeriodType, period: string) => void;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Вид периода"
        value={props.type}
        onChange={(value) => props.onChange(value as ManagementPeriodType, '')}
        data={MANAGEMENT_PERIOD_TYPES.map((value) => ({
          value,
          label: MANAGEMENT_PERIOD_TYPE_NAMES[value],
        }))}
      />
      <TextInput
        label="Период"
        type={props.type === 'month' ? 'month' : 'text'}
        placeholder={PLACEHOLDER[props.type]}
        value={props.period}
        error={props.error}
        onChange={(event) => props.onChange(props.type, event.currentTarget.value)}
        required
      />
    </Group>
  );
}
