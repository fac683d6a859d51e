import {
  type Company,
  type CompanySuggestion,
  cleanIdentifier,
  companyKindByInn,
  newCompanyRequisitesSchema,
  validateInn,
} from '@kabinet/domain/companies';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useCreateCompany, useInnCheck } from '../api/company.ts';
import {
  createCompanyBody,
  type CreateCompanyValues,
  EMPTY_CREATE_VALUES,
  kindLabel,
  valuesFromSuggestion,
} from '../model.ts';
import { CompanySearch } from './company-search.tsx';
import { InnField } from './inn-field.tsx';

/** The INN the server should check: only a complete one that passes the checksum. */
function checkableInn(value: string): string | null {
  const inn = cleanIdentifier(value);
  return validateInn(inn) === null ? inn : null;
}

/** company/new: create by INN, optionally picking a hint that fills the requisites. */
export function CreateCompanyForm({ onCreated }: { onCreated: (company: Company) => void }) {
  const create = useCreateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<CreateCompanyValues>({
    initialValues: EMPTY_CREATE_VALUES,
    validate: zodValidator(newCompanyRequisitesSchema),
  });
  const { values } = form;
  const check = useInnCheck(checkableInn(values.inn));
  const checkError =
    check.error instanceof ResponseError
      ? (check.error.fieldErrors.inn ?? check.error.message)
      : null;

  const pick = (suggestion: CompanySuggestion) => {
    form.setValues(valuesFromSuggestion(suggestion));
    form.clearErrors();
  };

  // The INN typed into the search, found nowhere, goes on into the manual form.
  const carryInn = (inn: string) => {
    if (!form.getValues().inn) form.setFieldValue('inn', inn);
  };

  const submit = form.onSubmit(
    (formValues) => {
      setFormError(null);
      create.mutate(createCompanyBody(formValues), {
        onSuccess: onCreated,
        onError: (error) => {
          showFormError(error, Object.keys(formValues), form, setFormError);
        },
      });
    },
    () => setSubmitted(true),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CompanySearch onPick={pick} onInnNotFound={carryInn} />
        <Divider label="или введите реквизиты" labelPosition="center" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <InnField
            required
            value={values.inn}
            onChange={(inn) => form.setFieldValue('inn', inn)}
            serverError={checkError ?? (form.errors.inn as string | undefined) ?? null}
            checking={check.isFetching}
            available={check.isSuccess}
            forceTouched={submitted}
          />
          <KindHint inn={values.inn} />
        </SimpleGrid>
        <RequisitesFields form={form} />
        <FoundDetails values={values} />
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Добавить компанию
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a picked hint brought besides the requisites (director, address), for the user to see. */
function FoundDetails({ values }: { values: CreateCompanyValues }) {
  const facts = [
    ['Полное наименование', values.full_name],
    ['Руководитель', [values.director_post, values.director_name].filter(Boolean).join(' — ')],
    ['Юридический адрес', values.legal_address?.string ?? ''],
  ].filter(([, value]) => value);
  if (facts.length === 0) return null;
  return (
    <Stack gap={6} p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
      {facts.map(([label, value]) => (
        <Text key={label} size="sm">
          <Text span c="dimmed" size="sm">
            {label}:{' '}
          </Text>
          {value}
        </Text>
      ))}
    </Stack>
  );
}

function KindHint({ inn }: { inn: string }) {
  const kind = companyKindByInn(inn);
  return (
    <Stack gap={4} justify="flex-end" pb={6}>
      <Text size="sm" c="dimmed">
        {kind ? (
          <>
            Вид: <b>{kindLabel(inn)}</b>
            {kind === 'INDIVIDUAL' ? ' — у ИП и самозанятых нет КПП' : ''}
          </>
        ) : (
          '10 цифр у организации, 12 — у ИП и самозанятого'
        )}
      </Text>
    </Stack>
  );
}

/** Name, KPP (organisations only) and ОГРН/ОГРНИП (not for the self-employed). */
function RequisitesFields({ form }: { form: UseFormReturnType<CreateCompanyValues> }) {
  const individual = companyKindByInn(form.values.inn) === 'INDIVIDUAL';
  return (
    <>
      <TextInput
        label="Краткое название"
        placeholder={individual ? 'ИП Иванов Иван Иванович' : 'ООО «Ромашка»'}
        required
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: individual ? 1 : 2 }} spacing="md">
        {individual ? null : (
          <TextInput label="КПП" required maxLength={11} {...form.getInputProps('kpp')} />
        )}
        {individual && form.values.self_employed ? null : (
          <TextInput
            label={individual ? 'ОГРНИП' : 'ОГРН'}
            inputMode="numeric"
            maxLength={17}
            description="Можно не указывать — заполним из ЕГРЮЛ, если найдём"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('ogrn')}
          />
        )}
      </SimpleGrid>
      {individual ? (
        <Checkbox
          label="Самозанятый (без регистрации ИП)"
          {...form.getInputProps('self_employed', { type: 'checkbox' })}
        />
      ) : null}
    </>
  );
}
