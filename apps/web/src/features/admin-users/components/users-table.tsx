import { formatDateTime } from '@kabinet/domain/shared';
import type { AdminUser } from '@kabinet/domain/users';
import { Table, Text, UnstyledButton } from '@mantine/core';

import { contactsOf } from '../model.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UsersTableProps {
  users: AdminUser[];
  onOpen: (id: number) => void;
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** A page of users; the name (a button, so the keyboard reaches it) opens the user's drawer. */
export function UsersTable({ users, onOpen }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Пользователи">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Пользователь</Table.Th>
            <Table.Th>Роль</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th ta="right">Компаний</Table.Th>
            <Table.Th>Последняя активность</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} onClick={() => onOpen(user.id)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(user.id);
                  }}
                  fw={500}
                  fz="sm"
                >
                  {user.name || `Пользователь №${user.id}`}
                </UnstyledButton>
                <Text size="xs" c="dimmed">
                  {contactsOf(user)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.role.role_name}</Text>
              </Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {user.companies_count}
              </Table.Td>
              <Table.Td style={numeric}>
                {user.last_activity_at ? (
                  formatDateTime(user.last_activity_at)
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
