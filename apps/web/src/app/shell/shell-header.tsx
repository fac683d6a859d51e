import { Box, Burger, Divider, Group } from '@mantine/core';
import { Link } from 'react-router';

import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';
import { BrandMark } from './brand-mark.tsx';
import { CompanySwitcher } from './company-switcher.tsx';
import { NotificationsButton } from './notifications-button.tsx';
import { UserMenu } from './user-menu.tsx';

export const HEADER_HEIGHT = 64;

interface ShellHeaderProps {
  user: User;
  navOpened: boolean;
  onToggleNav: () => void;
  onOpenSettings: () => void;
  /** Wide screens: the company switcher sits in the header (on phones it is in the drawer). */
  switcherInHeader: boolean;
}

/** Burger (phones), brand, company switcher (desktop), notifications and the user menu. */
export function ShellHeader({
  user,
  navOpened,
  onToggleNav,
  onOpenSettings,
  switcherInHeader,
}: ShellHeaderProps) {
  return (
    <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? 'Закрыть меню разделов' : 'Открыть меню разделов'}
        />
        <Link
          to={routeNames.main}
          aria-label="Кабинет — на главную"
          style={{ display: 'flex', textDecoration: 'none' }}
        >
          <BrandMark />
        </Link>
        {switcherInHeader ? (
          <>
            <Divider orientation="vertical" mx="xs" />
            <Box style={{ minWidth: 0 }}>
              <CompanySwitcher user={user} />
            </Box>
          </>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationsButton notifications={user.notifications} />
        <UserMenu user={user} onOpenSettings={onOpenSettings} />
      </Group>
    </Group>
  );
}
