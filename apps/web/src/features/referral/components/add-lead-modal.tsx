import { leadBodySchema, type LeadBody } from '@kabinet/domain/referral';
import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import { useCreateLead } from '../api.ts';

const FIELDS = ['name', 'phone', 'company_name', 'comment'];
const EMPTY = { name: '', phone: '', company_name: '', comment: '' };

/** «Добавить рекомендацию»: a lead typed in by hand (name, phone, company, comment). */
export function AddLeadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateLead();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<typeof EMPTY>({
    initialValues: EMPTY,
    validate: zodValidator(leadBodySchema),
  });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body: LeadBody = leadBodySchema.parse(values);
    create.mutate(body, {
      onSuccess: () => {
        showToast({ type: 'positive', message: 'Рекомендация добавлена' });
        close();
      },
      onError: (error) => showFormError(error, FIELDS, form, setFormError),
    });
  });
  return (
    <Modal opened={opened} onClose={close} title="Новая рекомендация">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Имя" required autoComplete="off" {...form.getInputProps('name')} />
          <PhoneInput label="Телефон" required {...form.getInputProps('phone')} />
          <TextInput label="Компания" {...form.getInputProps('company_name')} />
          <Textarea label="Комментарий" autosize minRows={2} {...form.getInputProps('comment')} />
          <FormAlert message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button type="submit" loading={create.isPending}>
              Добавить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
