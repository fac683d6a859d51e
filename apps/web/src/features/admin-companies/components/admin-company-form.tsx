import { type Company, companyRequisitesSchema } from '@kabinet/domain/companies';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useUpdateAdminCompany } from '../api.ts';

/** PUT /admin/companies/{id}: the requisites staff may correct for any company. */
export function AdminCompanyForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const update = useUpdateAdminCompany(company.id);
  const individual = company.company_meta.kind === 'INDIVIDUAL';
  const form = useForm({
    initialValues: {
      name: company.name,
      kpp: company.kpp,
      ogrn: company.ogrn,
      director_name: company.info.director_name,
      director_post: company.info.director_post,
    },
    validate: zodValidator(companyRequisitesSchema(company.inn)),
  });
  const submit = form.onSubmit(({ name, kpp, ogrn, director_name, director_post }) =>
    update.mutate(
      { name, kpp: individual ? null : kpp, ogrn, info: { director_name, director_post } },
      {
        onSuccess: () => {
          showToast({ type: 'positive', message: 'Данные компании сохранены' });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ResponseError) form.setErrors(error.fieldErrors);
          showErrorToast(error);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Название" required {...form.getInputProps('name')} />
        <SimpleGrid cols={2} spacing="sm">
          {individual ? null : <TextInput label="КПП" {...form.getInputProps('kpp')} />}
          <TextInput label={individual ? 'ОГРНИП' : 'ОГРН'} {...form.getInputProps('ogrn')} />
          <TextInput label="ФИО руководителя" {...form.getInputProps('director_name')} />
          <TextInput label="Должность руководителя" {...form.getInputProps('director_post')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
