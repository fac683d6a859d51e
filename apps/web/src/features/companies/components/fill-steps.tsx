import {
  type AddressInput,
  type Company,
  type CompanyFillBody,
  companyDirectorSchema,
  companyFillRequisitesSchema,
} from '@kabinet/domain/companies';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { addressBody } from '../model.ts';
import { AddressField } from './address-field.tsx';

export interface StepProps {
  company: Company;
  saving: boolean;
  /** Sends one step to POST companies/fill/{id}; rejects with the server error. */
  save: (body: CompanyFillBody) => Promise<unknown>;
}

/** Server errors name the step (`requisites.kpp`): strip it for the form's own fields. */
function useStepErrors(step: string, fields: string[]) {
  const [formError, setFormError] = useState<string | null>(null);
  const handle = (error: unknown, setErrors: (errors: Record<string, string>) => void) =>
    showFormError(
      error,
      fields.map((field) => `${step}.${field}`),
      { setErrors },
      setFormError,
      (key) => key.slice(step.length + 1),
    );
  return { formError, setFormError, handle };
}

function StepActions({
  saving,
  label = 'Сохранить и продолжить',
}: {
  saving: boolean;
  label?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </Group>
  );
}

export function RequisitesStep({ company, saving, save }: StepProps) {
  const individual = company.company_meta.kind === 'INDIVIDUAL';
  const form = useForm({
    initialValues: {
      name: company.name,
      full_name: company.info.full_name,
      kpp: company.kpp,
      ogrn: company.ogrn,
      activity: company.info.activity,
      self_employed: company.info.self_employed,
    },
    validate: zodValidator(companyFillRequisitesSchema(company.inn)),
  });
  const errors = useStepErrors('requisites', Object.keys(form.values));
  const submit = form.onSubmit((values) => {
    errors.setFormError(null);
    save({
      requisites: {
        ...values,
        kpp: individual ? null : values.kpp,
        self_employed: individual ? values.self_employed : undefined,
      },
    }).catch((error: unknown) => errors.handle(error, form.setErrors));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="ИНН" value={company.inn} readOnly variant="filled" />
          {individual ? null : <TextInput label="КПП" required {...form.getInputProps('kpp')} />}
          <TextInput label="Краткое название" required {...form.getInputProps('name')} />
          {individual && form.values.self_employed ? null : (
            <TextInput
              label={individual ? 'ОГРНИП' : 'ОГРН'}
              required
              inputMode="numeric"
              {...form.getInputProps('ogrn')}
            />
          )}
        </SimpleGrid>
        <TextInput label="Полное наименование" {...form.getInputProps('full_name')} />
        <TextInput
          label="Основной вид деятельности"
          placeholder="Например, 62.01 Разработка программного обеспечения"
          {...form.getInputProps('activity')}
        />
        {individual ? (
          <Checkbox
            label="Самозанятый (без регистрации ИП)"
            {...form.getInputProps('self_employed', { type: 'checkbox' })}
          />
        ) : null}
        <FormAlert message={errors.formError} />
        <StepActions saving={saving} />
      </Stack>
    </form>
  );
}

export function AddressesStep({ company, saving, save }: StepProps) {
  const [legal, setLegal] = useState<AddressInput | null>(company.info.legal_address);
  const [actual, setActual] = useState<AddressInput | null>(company.info.actual_address);
  const [same, setSame] = useState(
    company.info.actual_address === null ||
      company.info.actual_address.string === company.info.legal_address?.string,
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const errors = useStepErrors('addresses', [
    'legal_address',
    'actual_address',
    'legal_address.string',
    'actual_address.string',
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    errors.setFormError(null);
    const missing: Record<string, string> = {};
    if (!legal?.string) missing.legal_address = 'Укажите юридический адрес';
    if (!same && !actual?.string) missing.actual_address = 'Укажите фактический адрес';
    setFieldErrors(missing);
    if (!legal?.string || Object.keys(missing).length > 0) return;
    save({
      addresses: {
        legal_address: addressBody(legal),
        actual_address: same || !actual ? null : addressBody(actual),
        actual_same_as_legal: same,
      },
    }).catch((error: unknown) =>
      errors.handle(error, (found) =>
        setFieldErrors({
          legal_address: found.legal_address ?? found['legal_address.string'] ?? '',
          actual_address: found.actual_address ?? found['actual_address.string'] ?? '',
        }),
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <AddressField
          label="Юридический адрес"
          value={legal}
          onChange={setLegal}
          error={fieldErrors.legal_address || null}
        />
        <Checkbox
          label="Фактический адрес совпадает с юридическим"
          checked={same}
          onChange={(event) => setSame(event.currentTarget.checked)}
        />
        {same ? null : (
          <AddressField
            label="Фактический адрес"
            value={actual}
            onChange={setActual}
            error={fieldErrors.actual_address || null}
          />
        )}
        <FormAlert message={errors.formError} />
        <StepActions saving={saving} />
      </Stack>
    </form>
  );
}

export function DirectorStep({ company, saving, save }: StepProps) {
  const individual = company.company_meta.kind === 'INDIVIDUAL';
  const form = useForm({
    initialValues: {
      director_name: company.info.director_name,
      director_post:
        company.info.director_post || (individual ? 'Индивидуальный предприниматель' : ''),
    },
    validate: zodValidator(companyDirectorSchema),
  });
  const errors = useStepErrors('director', Object.keys(form.values));
  const submit = form.onSubmit((values) => {
    errors.setFormError(null);
    save({ director: values }).catch((error: unknown) => errors.handle(error, form.setErrors));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="ФИО руководителя"
            required
            autoComplete="off"
            {...form.getInputProps('director_name')}
          />
          <TextInput
            label="Должность"
            required
            placeholder="Генеральный директор"
            {...form.getInputProps('director_post')}
          />
        </SimpleGrid>
        <FormAlert message={errors.formError} />
        <StepActions saving={saving} />
      </Stack>
    </form>
  );
}
