import type { StaffMember } from '@kabinet/domain/companies';
import { formatCount, formatDate } from '@kabinet/domain/shared';
import { Button, Switch, Table, Text } from '@mantine/core';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useUpdateStaffSettings } from '../api.ts';

interface ManagersTableProps {
  staff: StaffMember[];
  onEditHours: (member: StaffMember) => void;
}

function AcceptingSwitch({ member }: { member: StaffMember }) {
  const update = useUpdateStaffSettings();
  const { confirm, dialog } = useConfirm();
  const setAccepting = async (accepting: boolean) => {
    // Turning it on takes nothing away; turning it off stops new clients reaching the manager.
    if (!accepting) {
      const sure = await confirm({
        title: 'Не назначать новых клиентов?',
        message: `${member.name} оставит своих клиентов, но новых ему назначать не будут, пока вы не включите это снова.`,
        confirmLabel: 'Не назначать',
      });
      if (!sure) return;
    }
    update.mutate(
      { userId: member.id, body: { accepting_new_clients: accepting } },
      { onError: showErrorToast },
    );
  };
  if (!member.serves_new_clients) {
    return (
      <Text size="sm" c="dimmed">
        Не назначается автоматически
      </Text>
    );
  }
  return (
    <>
      {dialog}
      <Switch
        checked={member.accepting_new_clients}
        disabled={update.isPending}
        aria-label={`${member.name}: принимает новых клиентов`}
        onChange={(event) => void setAccepting(event.currentTarget.checked)}
      />
    </>
  );
}

/** The firm's staff with their load, whether they take new clients, and their working hours. */
export function ManagersTable({ staff, onEditHours }: ManagersTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label="Менеджеры">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Сотрудник</Table.Th>
            <Table.Th>Нагрузка</Table.Th>
            <Table.Th>Последнее назначение</Table.Th>
            <Table.Th>Новые клиенты</Table.Th>
            <Table.Th>Часы работы</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.position}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCount(member.active_companies, [
                  'активная компания',
                  'активные компании',
                  'активных компаний',
                ])}
              </Table.Td>
              <Table.Td>
                {member.last_assigned_at ? formatDate(member.last_assigned_at) : 'Не было'}
              </Table.Td>
              <Table.Td>
                <AcceptingSwitch member={member} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={member.working_hours ? undefined : 'dimmed'}>
                  {member.working_hours || 'Не указаны'}
                </Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  px={0}
                  onClick={() => onEditHours(member)}
                  aria-label={`Изменить часы работы: ${member.name}`}
                >
                  Изменить
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
