import { NOTIFICATION_TYPE } from '@kabinet/domain/notifications';
import { AppShell as MantineAppShell, Box, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';

import { SettingsModal } from '../../features/settings/components/settings-modal.tsx';
import { SettingsSync } from '../../features/settings/components/settings-sync.tsx';
import { lazyPage } from '../lazy-page.ts';
import { ChatNotifier } from '../../features/chat/components/chat-notifier.tsx';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge.tsx';
import { useCompanyEvents } from '../../features/companies/realtime.ts';
import { NotificationPreferencesPanel } from '../../features/notifications/components/notification-preferences.tsx';
import { useInAppEnabled } from '../../features/notifications/preferences-api.ts';
import { PushBridge } from '../../features/notifications/push/push-bridge.tsx';
import { useTariffEvents } from '../../features/tariffs/realtime.ts';
import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';
import { CompanySwitcher } from './company-switcher.tsx';
import { Navigation } from './navigation.tsx';
import { HEADER_HEIGHT, ShellHeader } from './shell-header.tsx';

// Invitations to other companies (issue 3) load on their own, never delaying the page.
const PendingInvitations = lazyPage(
  () => import('../../features/companies/components/pending-invitations.tsx'),
  'PendingInvitations',
);

/** Signed-in layout: header, sidebar on ≥1024 px, burger drawer below (SPEC §9 breakpoints). */
/**
 * What the signed-in shell runs besides the page: settings, chat notices, push, and the company
 * and tariff events of the user's private channel that refresh the open pages.
 */
function ShellServices(props: {
  user: User;
  settingsOpened: boolean;
  onCloseSettings: () => void;
}) {
  const { user } = props;
  const chatInApp = useInAppEnabled(NOTIFICATION_TYPE.NEW_CHAT_MESSAGE);
  useCompanyEvents(user.id);
  useTariffEvents(user.id);
  return (
    <>
      <SettingsModal
        opened={props.settingsOpened}
        onClose={props.onCloseSettings}
        sections={{ notifications: <NotificationPreferencesPanel /> }}
      />
      <SettingsSync userId={user.id} />
      <ChatNotifier userId={user.id} muted={!chatInApp} />
      <PushBridge userId={user.id} />
    </>
  );
}

export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const [navOpened, nav] = useDisclosure(false);
  const [settingsOpened, settings] = useDisclosure(false);

  return (
    <MantineAppShell
      header={{ height: `calc(${HEADER_HEIGHT}px + var(--safe-top))` }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
    >
      <MantineAppShell.Header
        style={{
          paddingTop: 'var(--safe-top)',
          paddingLeft: 'var(--safe-left)',
          paddingRight: 'var(--safe-right)',
        }}
      >
        <ShellHeader
          user={user}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onOpenSettings={settings.open}
        />
      </MantineAppShell.Header>

      <MantineAppShell.Navbar
        p="sm"
        style={{
          paddingLeft: 'calc(var(--mantine-spacing-sm) + var(--safe-left))',
          paddingBottom: 'calc(var(--mantine-spacing-sm) + var(--safe-bottom))',
        }}
      >
        <Box
          hiddenFrom="md"
          pb="sm"
          mb="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <CompanySwitcher user={user} />
        </Box>
        <Navigation
          roleSlug={user.role.role_slug}
          onNavigate={nav.close}
          badges={{
            [routeNames.chat]: <ChatUnreadBadge companyId={user.active_company?.id ?? null} />,
          }}
        />
      </MantineAppShell.Navbar>

      <MantineAppShell.Main
        style={{
          paddingLeft:
            'calc(var(--app-shell-navbar-offset, 0rem) + var(--app-shell-padding) + var(--safe-left))',
          paddingRight: 'calc(var(--app-shell-padding) + var(--safe-right))',
          paddingBottom: 'calc(var(--app-shell-padding) + var(--safe-bottom))',
        }}
      >
        <Box maw={1200} mx="auto">
          <Suspense fallback={null}>
            <PendingInvitations />
          </Suspense>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Загрузка" />
              </Center>
            }
          >
            {children}
          </Suspense>
        </Box>
      </MantineAppShell.Main>

      <ShellServices user={user} settingsOpened={settingsOpened} onCloseSettings={settings.close} />
    </MantineAppShell>
  );
}
