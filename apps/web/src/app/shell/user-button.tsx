import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

import type { User } from '../../shared/user/user.types.ts';

export function fullName(user: User): string {
  return [user.name, user.meta.last_name].filter(Boolean).join(' ') || user.email || user.phone;
}

type ButtonProps = Omit<ComponentProps<typeof UnstyledButton<'button'>>, 'children'>;

/** The avatar, and beside it on desktop the name and position: the menu's button. */
export function UserButton({ user, ...props }: { user: User } & ButtonProps) {
  const name = fullName(user);
  return (
    <UnstyledButton aria-label="Меню пользователя" {...props}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={user.meta.avatar?.file_url ?? null} alt="" radius="xl" size={34} color="brand">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="kb-desktop-only" style={{ maxWidth: 160 }}>
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.position}
          </Text>
        </div>
        <IconChevronDown size={14} className="kb-desktop-only" />
      </Group>
    </UnstyledButton>
  );
}
