import { Button, Group, ScrollArea } from '@mantine/core';
import { NavLink } from 'react-router';

const SECTIONS = [
  { to: '/referral/info', label: 'Программа' },
  { to: '/referral/leads', label: 'Рекомендации' },
  { to: '/referral/clients', label: 'Клиенты' },
  { to: '/referral/payouts', label: 'Выплаты' },
] as const;

/** The sub-navigation of the referral pages: a row of links, scrolled sideways on phones. */
export function ReferralNav() {
  return (
    <ScrollArea type="never" mb="lg">
      <Group component="nav" aria-label="Разделы партнёрской программы" gap="xs" wrap="nowrap">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} style={{ textDecoration: 'none' }}>
            {({ isActive }) => (
              <Button component="span" variant={isActive ? 'filled' : 'default'} radius="xl">
                {section.label}
              </Button>
            )}
          </NavLink>
        ))}
      </Group>
    </ScrollArea>
  );
}
