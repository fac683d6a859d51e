import { hasAllRequiredProfileFields } from '@kabinet/domain/profile';
import type { User } from '@kabinet/domain/users';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';

import { TelegramBotLink } from '../../../shared/app-options/telegram-bot-link.tsx';
import { showFormError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { toMaskedPhone } from '../../../shared/ui/phone-input.tsx';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useEditProfile } from '../api.ts';
import {
  changedFields,
  editProfileBody,
  profileValuesOf,
  type ProfileFormValues,
} from '../model.ts';
import { ContactMethodField } from './contact-method-field.tsx';
import { ProfileFields } from './profile-fields.tsx';

function formValuesOf(user: User): ProfileFormValues {
  const values = profileValuesOf(user);
  return {
    ...values,
    phone_messenger: toMaskedPhone(values.phone_messenger),
    phone_city: toMaskedPhone(values.phone_city),
  };
}

/** SPEC §5: Save is enabled only when a tracked field differs from what is saved. */
export function ProfileForm({ user }: { user: User }) {
  const save = useEditProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({ initialValues: formValuesOf(user) });
  const changed = changedFields(user, form.values);
  const complete = hasAllRequiredProfileFields(profileValuesOf(user));

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(editProfileBody(user, values), {
      onSuccess: ({ data }) => {
        form.setValues(formValuesOf(data));
        form.resetDirty();
        showToast({ type: 'positive', message: 'Профиль сохранён' });
      },
      onError: (error) => {
        showFormError(error, Object.keys(values), form, setFormError);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {complete ? null : (
          <Alert
            variant="light"
            color="orange"
            icon={<IconInfoCircle size={18} />}
            title="Профиль заполнен не полностью"
          >
            Укажите имя, фамилию, отчество и email — они нужны для договора и закрывающих
            документов.
          </Alert>
        )}
        <ProfileFields form={form} />
        <ContactMethodField {...form.getInputProps('contact_method')} />
        <TelegramBotLink />
        <FormAlert message={formError} />
        <Group justify="flex-end" gap="sm">
          {changed.length > 0 ? (
            <Button variant="default" onClick={() => form.setValues(formValuesOf(user))}>
              Отменить
            </Button>
          ) : null}
          <Button type="submit" disabled={changed.length === 0} loading={save.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
