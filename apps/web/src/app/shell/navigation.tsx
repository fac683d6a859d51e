import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router';

import { routeNames } from '../route-names.ts';
import { navigationFor } from './navigation-items.tsx';

interface NavigationProps {
  roleSlug: string;
  onNavigate: () => void;
  /** Counters beside links, by link path (the unread chat badge on «Чат»). */
  badges?: Partial<Record<string, ReactNode>>;
}

function isActive(pathname: string, to: string): boolean {
  if (to === routeNames.main) return pathname === to;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Sidebar links grouped by what the client does; staff links for staff, admin links for admin/crm (SPEC §6). */
export function Navigation({ roleSlug, onNavigate, badges }: NavigationProps) {
  const { pathname } = useLocation();
  const groups = navigationFor(roleSlug);

  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack component="nav" aria-label="Разделы кабинета" gap="md" py="xs">
        {groups.map((group) => (
          <Stack key={group.label ?? 'main'} gap={2}>
            {group.label ? (
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {group.label}
              </Text>
            ) : null}
            {group.items.map((item) => (
              <NavLink
                key={item.to}
                component={RouterLink}
                to={item.to}
                label={item.label}
                leftSection={item.icon}
                rightSection={badges?.[item.to]}
                active={isActive(pathname, item.to)}
                onClick={onNavigate}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
