import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';

import { takeDeviceTokenForLogout } from '../../features/notifications/push/device-token.ts';
import { useLogout } from '../../shared/user/api.ts';
import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';

interface UserMenuProps {
  user: User;
  onOpenSettings: () => void;
}

export function fullName(user: User): string {
  return [user.name, user.meta.last_name].filter(Boolean).join(' ') || user.email || user.phone;
}

/** Shell contract: button «Меню пользователя» → «Профиль», «Настройки», «Выйти». */
export function UserMenu({ user, onOpenSettings }: UserMenuProps) {
  const logout = useLogout();
  const name = fullName(user);

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Меню пользователя">
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={user.meta.avatar?.file_url ?? null}
              alt=""
              radius="xl"
              size={34}
              color="brand"
            >
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email || user.position}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={routeNames.profile} leftSection={<IconUser size={16} />}>
          Профиль
        </Menu.Item>
        <Menu.Item onClick={onOpenSettings} leftSection={<IconSettings size={16} />}>
          Настройки
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate(takeDeviceTokenForLogout(user.id))}
          disabled={logout.isPending}
        >
          Выйти
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
