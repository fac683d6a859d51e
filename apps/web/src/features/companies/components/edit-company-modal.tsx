import {
  type Company,
  COMPANY_SAVED_MESSAGE,
  companyRequisitesSchema,
} from '@kabinet/domain/companies';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useEditCompany } from '../api/company.ts';

interface EditCompanyModalProps {
  company: Company;
  opened: boolean;
  onClose: () => void;
}

function valuesOf(company: Company) {
  return {
    name: company.name,
    kpp: company.kpp,
    ogrn: company.ogrn,
    full_name: company.info.full_name,
    activity: company.info.activity,
    director_name: company.info.director_name,
    director_post: company.info.director_post,
  };
}

/** POST companies/{id}/edit with SPEC §8 notifications: the server's message either way. */
export function EditCompanyModal({ company, opened, onClose }: EditCompanyModalProps) {
  const edit = useEditCompany(company.id);
  const individual = company.company_meta.kind === 'INDIVIDUAL';
  const form = useForm({
    initialValues: valuesOf(company),
    validate: zodValidator(companyRequisitesSchema(company.inn)),
  });

  const submit = form.onSubmit(({ name, kpp, ogrn, ...info }) => {
    edit.mutate(
      { name, kpp: individual ? null : kpp, ogrn, info },
      {
        onSuccess: ({ message }) => {
          showToast({ type: 'positive', message: message ?? COMPANY_SAVED_MESSAGE });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ResponseError) {
            const fields = error.fieldErrors;
            form.setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([key, text]) => [key.replace(/^info\./, ''), text]),
              ),
            );
          }
          showErrorToast(error);
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Изменить данные компании"
      size="lg"
      onExitTransitionEnd={() => form.setValues(valuesOf(company))}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Краткое название" required {...form.getInputProps('name')} />
          <TextInput label="Полное наименование" {...form.getInputProps('full_name')} />
          <SimpleGrid cols={{ base: 1, sm: individual ? 1 : 2 }} spacing="md">
            {individual ? null : <TextInput label="КПП" required {...form.getInputProps('kpp')} />}
            <TextInput label={individual ? 'ОГРНИП' : 'ОГРН'} {...form.getInputProps('ogrn')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="ФИО руководителя" {...form.getInputProps('director_name')} />
            <TextInput label="Должность руководителя" {...form.getInputProps('director_post')} />
          </SimpleGrid>
          <TextInput label="Основной вид деятельности" {...form.getInputProps('activity')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
