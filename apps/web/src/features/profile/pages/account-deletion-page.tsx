import { formatDateLong } from '@kabinet/domain/shared';
import { ACCOUNT_DELETION_GRACE_DAYS, accountDeletionBodySchema } from '@kabinet/domain/users';
import { Alert, Button, List, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconClockPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useCancelDeletion, useRequestDeletion } from '../api.ts';
import { BackToProfile } from '../components/back-to-profile.tsx';

function ScheduledDeletion({ date }: { date: string | null }) {
  const navigate = useNavigate();
  const cancel = useCancelDeletion();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={620}>
      <Stack gap="md">
        <Alert
          color="orange"
          variant="light"
          icon={<IconClockPause size={20} />}
          title="Аккаунт будет удалён"
        >
          {date
            ? `Дата удаления — ${formatDateLong(date)} До этой даты удаление можно отменить, все данные сохранятся.`
            : 'Удаление запланировано. Пока оно не выполнено, его можно отменить — все данные сохранятся.'}
        </Alert>
        <Text c="dimmed">Пока идёт удаление, остальные разделы кабинета недоступны.</Text>
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                showToast({ type: 'positive', message: 'Удаление отменено' });
                void navigate('/');
              },
              onError: showErrorToast,
            })
          }
        >
          Отменить удаление
        </Button>
      </Stack>
    </Paper>
  );
}

function RequestDeletion() {
  const request = useRequestDeletion();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: zodValidator(accountDeletionBodySchema),
  });

  const submit = form.onSubmit(({ password }) => {
    setFormError(null);
    request.mutate(password, {
      onError: (error) => {
        showFormError(error, ['password'], form, setFormError);
      },
    });
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={620}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title="Что произойдёт"
          >
            <List size="sm" spacing={4}>
              <List.Item>Аккаунт будет удалён через {ACCOUNT_DELETION_GRACE_DAYS} дней.</List.Item>
              <List.Item>До этого срока удаление можно отменить.</List.Item>
              <List.Item>Компании и документы останутся у других сотрудников компании.</List.Item>
            </List>
          </Alert>
          <PasswordInput
            label="Пароль"
            description="Подтвердите, что это вы"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <FormAlert message={formError} />
          <Button
            type="submit"
            color="red"
            loading={request.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Удалить аккаунт
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export function AccountDeletionPage() {
  const user = useSignedInUser();
  const deleting = user.status === 'IN_DELETE_PROCESS';
  return (
    <>
      {deleting ? null : <BackToProfile />}
      <PageHeader title="Удаление аккаунта" />
      {deleting ? (
        <ScheduledDeletion date={user.meta.deletion_scheduled_at} />
      ) : (
        <RequestDeletion />
      )}
    </>
  );
}
