import {
  APP_OPTION_LABELS,
  appOptionsBodySchema,
  type AppOptionsBody,
} from '@kabinet/domain/app-options';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveAppSettings } from '../api.ts';

const FIELDS = Object.keys(appOptionsBodySchema.shape);

/** Issue 16: the app options, checked by the domain's schema; '' turns an option off. */
export function AppSettingsForm({ initial }: { initial: AppOptionsBody }) {
  const save = useSaveAppSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AppOptionsBody>({
    initialValues: initial,
    validate: zodValidator(appOptionsBodySchema),
  });
  const field = (name: keyof AppOptionsBody) => ({
    label: APP_OPTION_LABELS[name],
    ...form.getInputProps(name),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(appOptionsBodySchema.parse(values), {
      onSuccess: (saved) => {
        form.setValues(saved);
        form.resetDirty(saved);
        showToast({ type: 'positive', message: 'Настройки сохранены' });
      },
      onError: (error) => showFormError(error, FIELDS, form, setFormError),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Связь с клиентами
            </Title>
            <TextInput
              {...field('telegram_bot_link')}
              description="Например, https://t.me/kabinet_bot — ссылка в профиле и в чате"
              inputMode="url"
            />
            <TextInput {...field('support_phone')} type="tel" autoComplete="off" />
            <TextInput {...field('support_email')} type="email" autoComplete="off" />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Веб-аналитика
            </Title>
            <TextInput
              {...field('analytics_counter_id')}
              description="Пусто — счётчик не подключается"
              inputMode="numeric"
            />
          </Stack>
        </Paper>
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
