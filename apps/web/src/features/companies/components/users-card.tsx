import {
  ASSIGNABLE_POSITIONS,
  COMPANY_POSITION_NAMES,
  type Company,
  type CompanyInvitation,
  type CompanyUser,
} from '@kabinet/domain/companies';
import { formatDate, formatPhone } from '@kabinet/domain/shared';
import {
  ActionIcon,
  Badge,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconUserMinus, IconX } from '@tabler/icons-react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useCancelInvitation, useChangePosition, useRemoveUser } from '../api/team.ts';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { personName } from '../model.ts';
import { InviteUserForm } from './invite-user-form.tsx';
import { UserBlockButton } from './user-block-button.tsx';

const POSITION_OPTIONS = ASSIGNABLE_POSITIONS.map((value) => ({
  value,
  label: COMPANY_POSITION_NAMES[value],
}));
/** Name (with «Заблокирован» when blocked) over the contacts. */
function UserIdentity({ user, name }: { user: CompanyUser; name: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {name}
        </Text>
        {user.status === 'BLOCKED' ? (
          <Badge tt="none" size="xs" color="red" variant="light">
            Заблокирован
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {[user.email, user.phone ? formatPhone(user.phone) : ''].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/** The position, read-only: filled for the owner, light for everyone else. */
function PositionBadge({ user }: { user: CompanyUser }) {
  return (
    <Badge
      tt="none"
      // The badge keeps its width («Владелец», not «Владел…») at 390 px.
      style={{ flexShrink: 0, overflow: 'visible' }}
      variant={user.is_owner ? 'filled' : 'light'}
      color={user.is_owner ? 'brand' : 'gray'}
    >
      {user.position_name || COMPANY_POSITION_NAMES[user.position]}
    </Badge>
  );
}

function UserRow({
  user,
  companyId,
  manage,
  blockable,
}: {
  user: CompanyUser;
  companyId: number;
  manage: boolean;
  blockable: boolean;
}) {
  const change = useChangePosition(companyId);
  const remove = useRemoveUser(companyId);
  const { confirm, dialog } = useConfirm();
  const name = personName(user) || user.email || formatPhone(user.phone);
  const editable = manage && !user.is_owner;
  const removeUser = async () => {
    const sure = await confirm({
      title: 'Удалить из компании?',
      message: `${name} больше не увидит документы, чат и счета компании. Вернуть доступ можно новым приглашением.`,
      confirmLabel: 'Удалить',
    });
    if (!sure) return;
    remove
      .mutateAsync(user.id)
      .then(
        () => showToast({ type: 'info', message: `${name} больше не в компании` }),
        showErrorToast,
      );
  };
  return (
    <Group justify="space-between" gap="xs" py={6}>
      {dialog}
      <UserIdentity user={user} name={name} />
      <Group gap="xs" wrap="nowrap">
        {editable ? (
          <Select
            aria-label={`Должность: ${name}`}
            data={POSITION_OPTIONS}
            value={user.position}
            allowDeselect={false}
            size="xs"
            w={150}
            disabled={change.isPending}
            onChange={(position) =>
              position &&
              change.mutate(
                { userId: user.id, position: position as (typeof ASSIGNABLE_POSITIONS)[number] },
                {
                  onSuccess: () => showToast({ type: 'positive', message: 'Должность изменена' }),
                  onError: showErrorToast,
                },
              )
            }
          />
        ) : (
          <PositionBadge user={user} />
        )}
        {editable ? (
          <Tooltip label="Удалить из компании">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Удалить из компании: ${name}`}
              loading={remove.isPending}
              onClick={() => void removeUser()}
            >
              <IconUserMinus size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {blockable ? <UserBlockButton user={user} name={name} companyId={companyId} /> : null}
      </Group>
    </Group>
  );
}

function InvitationRow({
  invitation,
  companyId,
  manage,
}: {
  invitation: CompanyInvitation;
  companyId: number;
  manage: boolean;
}) {
  const cancel = useCancelInvitation(companyId);
  const { confirm, dialog } = useConfirm();
  const contact = invitation.email || formatPhone(invitation.phone);
  const withdraw = async () => {
    const sure = await confirm({
      title: 'Отозвать приглашение?',
      message: `Ссылка из приглашения для ${contact} перестанет работать.`,
      confirmLabel: 'Отозвать',
    });
    if (!sure) return;
    cancel
      .mutateAsync(invitation.id)
      .then(() => showToast({ type: 'info', message: 'Приглашение отозвано' }), showErrorToast);
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={4}>
      {dialog}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {contact}
        </Text>
        <Text size="xs" c="dimmed">
          {invitation.position_name} · ждёт ответа до {formatDate(invitation.expires_at)}
        </Text>
      </Stack>
      {manage ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Отозвать приглашение: ${contact}`}
          loading={cancel.isPending}
          onClick={() => void withdraw()}
        >
          <IconX size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

/**
 * Company users: only the owner or a company admin invites, changes positions and removes;
 * `blockable` (the firm's admins on the client card) adds blocking and unblocking.
 */
export function UsersCard({
  company,
  manage,
  blockable = false,
}: {
  company: Company;
  manage: boolean;
  blockable?: boolean;
}) {
  const pending = company.new_users.filter((item) => item.status === 'PENDING');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Пользователи
        </Title>
        <HowItWorksLink slug="kak-priglasit-kollegu" label="Как пригласить коллегу?" />
        {manage || blockable ? null : (
          <Text size="xs" c="dimmed">
            Изменять состав может владелец или администратор компании
          </Text>
        )}
      </Group>
      <Stack gap={0}>
        {company.users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            companyId={company.id}
            manage={manage}
            blockable={blockable}
          />
        ))}
      </Stack>
      {pending.length > 0 ? (
        <>
          <Divider my="sm" label="Приглашения ждут ответа" labelPosition="left" />
          {pending.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              companyId={company.id}
              manage={manage}
            />
          ))}
        </>
      ) : null}
      {manage ? (
        <>
          <Divider my="md" label="Пригласить пользователя" labelPosition="left" />
          <InviteUserForm companyId={company.id} />
        </>
      ) : null}
    </Paper>
  );
}
