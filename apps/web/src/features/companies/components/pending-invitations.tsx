import type { CompanyInvitation } from '@kabinet/domain/companies';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useAnswerInvitation, useMyInvitations } from '../api/team.ts';

function InvitationRow({ invitation }: { invitation: CompanyInvitation }) {
  const answer = useAnswerInvitation();
  // mutateAsync: the row leaves the list before mutate() callbacks would run.
  const reply = (accept: boolean) =>
    answer.mutateAsync({ id: invitation.id, accept }).then(
      () =>
        showToast({
          type: accept ? 'positive' : 'info',
          message: accept
            ? `Вы присоединились к компании ${invitation.company_name}`
            : 'Приглашение отклонено',
        }),
      showErrorToast,
    );
  const busy = answer.isPending ? answer.variables.accept : null;

  return (
    <Alert
      variant="light"
      color="brand"
      icon={<IconMailOpened size={20} />}
      title={`Приглашение в компанию ${invitation.company_name}`}
      role="region"
      aria-label={`Приглашение в компанию ${invitation.company_name}`}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          {invitation.invited_by
            ? `${invitation.invited_by.name} приглашает вас`
            : 'Вас приглашают'}{' '}
          на должность «{invitation.position_name}» · ИНН {invitation.company_inn}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            loading={busy === true}
            disabled={busy === false}
            onClick={() => reply(true)}
          >
            Принять
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy === false}
            disabled={busy === true}
            onClick={() => reply(false)}
          >
            Отклонить
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}

/** Pending invitations to the signed-in user (shown after sign-in until answered). */
export function PendingInvitations() {
  const invitations = useMyInvitations();
  const pending = (invitations.data ?? []).filter((item) => item.status === 'PENDING');
  if (pending.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg">
      {pending.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </Stack>
  );
}
