import { Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';

import { takeDeviceTokenForLogout } from '../../features/notifications/push/device-token.ts';
import { type OnDemandStart, useOnDemandOpened } from '../../shared/ui/on-demand.tsx';
import { useLogout } from '../../shared/user/api.ts';
import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';
import { fullName, UserButton } from './user-button.tsx';

interface UserMenuDropdownProps {
  user: User;
  onOpenSettings: () => void;
  start: OnDemandStart;
}

/** The user menu itself, loaded on demand by UserMenu. */
export function UserMenuDropdown({ user, onOpenSettings, start }: UserMenuDropdownProps) {
  const logout = useLogout();
  const { opened, setOpened, ref } = useOnDemandOpened(start);
  const name = fullName(user);

  return (
    <Menu position="bottom-end" width={220} shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserButton user={user} ref={ref} />
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
