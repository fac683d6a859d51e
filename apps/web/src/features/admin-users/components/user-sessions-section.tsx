import { formatCount, formatDateTime } from '@kabinet/domain/shared';
import { SESSION_FORMS, type UserSession } from '@kabinet/domain/users';
import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useEndSessions, useUserSessions } from '../api.ts';
import { sessionTitle } from '../model.ts';
import { ConfirmModal } from './confirm-modal.tsx';

function SessionRow({
  session,
  ending,
  onEnd,
}: {
  session: UserSession;
  ending: boolean;
  onEnd: () => void;
}) {
  const title = sessionTitle(session);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} component="div">
          {title}{' '}
          {session.current ? (
            <Badge tt="none" size="xs" variant="light">
              этот сеанс
            </Badge>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed">
          Вход {formatDateTime(session.created_at)} · активность{' '}
          {session.last_used_at ? formatDateTime(session.last_used_at) : '—'}
        </Text>
      </Stack>
      {session.current ? null : (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={ending}
          onClick={onEnd}
          aria-label={`Завершить: ${title}`}
        >
          Завершить
        </Button>
      )}
    </Group>
  );
}

/** The user's working sessions; the admin ends one or all of them (never their own current one). */
export function UserSessionsSection({ userId, name }: { userId: number; name: string }) {
  const sessions = useUserSessions(userId);
  const end = useEndSessions(userId);
  const [askingAll, setAskingAll] = useState(false);
  const { confirm, dialog } = useConfirm();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const endSessions = (tokenId: number | null) =>
    end.mutate(tokenId, {
      onSuccess: ({ ended }) => {
        showToast({
          type: 'info',
          message: `Завершено: ${formatCount(ended, SESSION_FORMS)}`,
        });
        // Only ending all closes its question: one session ended meanwhile leaves it open.
        if (tokenId === null) setAskingAll(false);
      },
      onError: showErrorToast,
    });

  const endOne = async (session: UserSession) => {
    const sure = await confirm({
      title: 'Завершить сеанс?',
      message: `${name} выйдет из аккаунта на устройстве «${sessionTitle(session)}» и войдёт снова с паролем.`,
      confirmLabel: 'Завершить',
    });
    if (sure) endSessions(session.id);
  };

  return (
    <Stack gap="xs">
      {dialog}
      <Group justify="space-between">
        <Title order={3} size="h5">
          Сеансы
        </Title>
        {others.length > 0 ? (
          <Button size="xs" variant="light" color="red" onClick={() => setAskingAll(true)}>
            Завершить все
          </Button>
        ) : null}
      </Group>
      {sessions.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Загрузка сеансов" />
        </Center>
      ) : sessions.isError ? (
        <Text c="red" size="sm">
          {describeError(sessions.error)}
        </Text>
      ) : sessions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Открытых сеансов нет
        </Text>
      ) : (
        sessions.data.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={end.isPending && end.variables === session.id}
            onEnd={() => void endOne(session)}
          />
        ))
      )}
      <ConfirmModal
        opened={askingAll}
        title="Завершить все сеансы"
        message={`${name} выйдет из аккаунта на всех устройствах (${formatCount(others.length, SESSION_FORMS)}).`}
        confirmLabel="Завершить все"
        color="red"
        loading={end.isPending && end.variables === null}
        onClose={() => setAskingAll(false)}
        onConfirm={() => endSessions(null)}
      />
    </Stack>
  );
}
