import {
  APP_OPTION_LABELS,
  appOptionsBodySchema,
  type AppOptionsBody,
} from '@kabinet/domain/app-options';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';

import { useSettingsForm } from '../../../shared/lib/use-settings-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveAppSettings } from '../api.ts';

/** The app options, checked by the domain's schema; '' turns an option off. */
export function AppSettingsForm({ initial }: { initial: AppOptionsBody }) {
  const { form, submit, formError, saving } = useSettingsForm({
    schema: appOptionsBodySchema,
    initial,
    save: useSaveAppSettings(),
    savedMessage: 'Настройки сохранены',
  });
  const field = (name: keyof AppOptionsBody) => ({
    label: APP_OPTION_LABELS[name],
    ...form.getInputProps(name),
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
          <Button type="submit" loading={saving}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
