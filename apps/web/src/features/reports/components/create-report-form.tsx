import {
  REPORT_KIND_GRAIN,
  REPORT_KIND_NAMES,
  REPORT_KINDS,
  type PeriodGrain,
  type ReportKind,
} from '@kabinet/domain/reports';
import { localDate } from '@kabinet/domain/shared';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useCreateReport } from '../api.ts';
import { defaultPeriod } from '../model.ts';

const QUARTERS = [
  { value: '1', label: '1 квартал' },
  { value: '2', label: '2 квартал' },
  { value: '3', label: '3 квартал' },
  { value: '4', label: '4 квартал' },
  { value: 'year', label: 'Год' },
];

/** The report's year and, as its kind is filed, the quarter (or the whole year) or the month. */
function ReportPeriodFields(props: {
  grain: PeriodGrain;
  year: number;
  quarter: string;
  month: number;
  onYear: (year: number) => void;
  onQuarter: (quarter: string) => void;
  onMonth: (month: number) => void;
}) {
  return (
    <Group gap="sm" grow wrap="wrap">
      <NumberInput
        label="Год"
        value={props.year}
        min={2000}
        max={2100}
        onChange={(value) => props.onYear(Number(value))}
      />
      {props.grain === 'quarter' ? (
        <Select
          label="Период"
          data={QUARTERS}
          value={props.quarter}
          onChange={(value) => value && props.onQuarter(value)}
          allowDeselect={false}
        />
      ) : null}
      {props.grain === 'month' ? (
        <NumberInput
          label="Месяц"
          value={props.month}
          min={1}
          max={12}
          onChange={(value) => props.onMonth(Number(value))}
        />
      ) : null}
    </Group>
  );
}

/**
 * Staff: «Новый отчёт» — the kind, its period (a month, a quarter or the year as the
 * kind is filed) and the deadline, which the server takes from the tax calendar when left empty.
 */
export function CreateReportForm({ companyId }: { companyId: number }) {
  const create = useCreateReport(companyId);
  const start = defaultPeriod(localDate(new Date()));
  const [kind, setKind] = useState<ReportKind>('ndfl_6');
  const [year, setYear] = useState<number>(start.year);
  const [quarter, setQuarter] = useState(String(start.quarter));
  const [month, setMonth] = useState<number>(start.month);
  const [deadline, setDeadline] = useState('');
  const grain = REPORT_KIND_GRAIN[kind];
  const submit = () =>
    create.mutate(
      {
        kind,
        year,
        quarter: grain === 'quarter' && quarter !== 'year' ? Number(quarter) : null,
        month: grain === 'month' ? month : null,
        deadline: deadline || null,
      },
      {
        onSuccess: () =>
          showToast({ type: 'positive', message: 'Отчёт заведён: клиент получил уведомление.' }),
      },
    );
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>Новый отчёт</Text>
          <Select
            label="Вид отчёта"
            data={REPORT_KINDS.map((value) => ({ value, label: REPORT_KIND_NAMES[value] }))}
            value={kind}
            onChange={(value) => value && setKind(value as ReportKind)}
            allowDeselect={false}
          />
          <ReportPeriodFields
            grain={grain}
            year={year}
            quarter={quarter}
            month={month}
            onYear={setYear}
            onQuarter={setQuarter}
            onMonth={setMonth}
          />
          <TextInput
            type="date"
            label="Срок сдачи"
            description="Пусто — по налоговому календарю компании"
            value={deadline}
            onChange={(event) => setDeadline(event.currentTarget.value)}
          />
          {create.isError ? <FormAlert message={describeError(create.error)} /> : null}
          <Button type="submit" loading={create.isPending}>
            Завести отчёт
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
