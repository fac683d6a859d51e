import type { ManagementPeriodType } from '@kabinet/domain/management-accounting';
import { TextInput, Textarea } from '@mantine/core';

import { PeriodFields } from './period-fields.tsx';

/** What staff say about a management report, on upload and when editing it. */
export type ReportDetails = {
  period_type: ManagementPeriodType;
  period: string;
  title: string;
  comment: string;
};

/** The period, the title and the comment for the client, with their field errors. */
export function ReportDetailsFields(props: {
  value: ReportDetails;
  errors: Record<string, string>;
  onChange: (patch: Partial<ReportDetails>) => void;
  /** Under the title, e.g. what an empty one becomes. */
  titleDescription?: string;
}) {
  const { value, errors, onChange } = props;
  return (
    <>
      <PeriodFields
        type={value.period_type}
        period={value.period}
        error={errors.period}
        onChange={(period_type, period) => onChange({ period_type, period })}
      />
      <TextInput
        label="Название"
        description={props.titleDescription}
        value={value.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        error={errors.title}
      />
      <Textarea
        label="Комментарий для клиента"
        value={value.comment}
        onChange={(event) => onChange({ comment: event.currentTarget.value })}
        error={errors.comment}
        autosize
        minRows={2}
      />
    </>
  );
}
