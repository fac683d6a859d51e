import { NOTIFICATION_TYPE } from '@kabinet/domain/notifications';
import { AppShell as MantineAppShell, Box, Center, Loader } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense, useState } from 'react';

import { useAfterFirstPaint } from '../../shared/lib/use-after-first-paint.ts';

import { SettingsSync } from '../../features/settings/components/settings-sync.tsx';
import { lazyPage } from '../lazy-page.ts';
import { LazyDialog } from '../../shared/ui/lazy-dialog.tsx';
import { ChatNotifier } from '../../features/chat/components/chat-notifier.tsx';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge.tsx';
import { PendingInvitations } from '../../features/companies/components/pending-invitations.tsx';
import { useCompanyEvents } from '../../features/companies/realtime.ts';
import { useInAppEnabled } from '../../features/notifications/preferences-api.ts';
import { PushBridge } from '../../features/notifications/push/push-bridge.tsx';
import { useActsEvents } from '../../features/acts/realtime.ts';
import { useReportsEvents } from '../../features/reports/realtime.ts';
import { useManagementAccountingEvents } from '../../features/management-accounting/realtime.ts';
import { useBillingEvents } from '../../features/billing/realtime.ts';
import { useTariffEvents } from '../../features/tariffs/realtime.ts';
import { TaskCountBadge } from '../../features/tasks/components/task-count-badge.tsx';
import { useTaskEvents } from '../../features/tasks/realtime.ts';
import { BREAKPOINTS, hasManagerRights } from '@kabinet/domain/shared';
import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';
import { CompanySwitcher } from './company-switcher.tsx';
import { Navigation } from './navigation.tsx';
import { HEADER_HEIGHT, ShellHeader } from './shell-header.tsx';

// The settings dialog (and its number, switch and tab inputs) loads when it is first opened.
const SettingsDialog = lazyPage(() => import('./settings-dialog.tsx'), 'SettingsDialog');

/**
 * The company, tariff, billing, document and task events of the user's private channel that
 * refresh the open pages: subscribed with the shell, so none is missed while the page loads.
 */
function ShellEvents({ userId }: { userId: number }) {
  useCompanyEvents(userId);
  useTariffEvents(userId);
  useBillingEvents(userId);
  useActsEvents(userId);
  useReportsEvents(userId);
  useManagementAccountingEvents(userId);
  useTaskEvents(userId);
  return null;
}

/**
 * What the signed-in shell runs besides the page once the browser is idle: settings
 * sync, chat notices and push. Nothing of it is seen at once.
 */
function ShellServices({ user }: { user: User }) {
  const chatInApp = useInAppEnabled(NOTIFICATION_TYPE.NEW_CHAT_MESSAGE);
  return (
    <>
      <SettingsSync userId={user.id} />
      <ChatNotifier userId={user.id} muted={!chatInApp} />
      <PushBridge userId={user.id} />
    </>
  );
}

/** SPEC §9: below `md` (1024 px, the theme's breakpoint) the sections are in a drawer. */
const DRAWER_QUERY = `(width < ${BREAKPOINTS.md / 16}em)`;

/**
 * Whether the sections are in the drawer behind the burger (phones, narrow tablets), known at
 * the first render: the shell makes the switcher and the links only where they are seen.
 */
const useDrawerLayout = () =>
  useMediaQuery(DRAWER_QUERY, false, { getInitialValueInEffect: false });

/** The sidebar's content: on phones the company switcher comes first. */
function ShellSections({
  user,
  inDrawer,
  onNavigate,
}: {
  user: User;
  inDrawer: boolean;
  onNavigate: () => void;
}) {
  const companyId = user.active_company?.id ?? null;
  return (
    <>
      {inDrawer ? (
        <Box
          pb="sm"
          mb="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <CompanySwitcher user={user} />
        </Box>
      ) : null}
      <Navigation
        roleSlug={user.role.role_slug}
        onNavigate={onNavigate}
        badges={{
          [routeNames.chat]: <ChatUnreadBadge companyId={companyId} />,
          [routeNames.tasks]: hasManagerRights(user.role.role_slug) ? (
            <TaskCountBadge staff />
          ) : (
            <TaskCountBadge staff={false} companyId={companyId} />
          ),
        }}
      />
    </>
  );
}

/** Signed-in layout: header, sidebar on ≥1024 px, burger drawer below (SPEC §9 breakpoints). */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const [navOpened, nav] = useDisclosure(false);
  const [settingsOpened, settings] = useDisclosure(false);
  const inDrawer = useDrawerLayout();
  // A phone's first render leaves the drawer empty; its content is made the first
  // time it opens and then stays (inert while the drawer is closed).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (navOpened && !drawerUsed) setDrawerUsed(true);
  // The background services and the invitations banner start once the page is on
  // screen, as tasks of their own (see useAfterFirstPaint); the page's events do not wait.
  const settled = useAfterFirstPaint();

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
          switcherInHeader={!inDrawer}
        />
      </MantineAppShell.Header>

      <MantineAppShell.Navbar
        inert={inDrawer && !navOpened}
        p="sm"
        style={{
          paddingLeft: 'calc(var(--mantine-spacing-sm) + var(--safe-left))',
          paddingBottom: 'calc(var(--mantine-spacing-sm) + var(--safe-bottom))',
        }}
      >
        {!inDrawer || drawerUsed ? (
          <ShellSections user={user} inDrawer={inDrawer} onNavigate={nav.close} />
        ) : null}
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
          {/* Invitations to other companies: shown once their own request answers. */}
          {settled ? <PendingInvitations /> : null}
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

      <ShellEvents userId={user.id} />
      {settled ? <ShellServices user={user} /> : null}
      <LazyDialog opened={settingsOpened}>
        {(opened) => <SettingsDialog opened={opened} onClose={settings.close} />}
      </LazyDialog>
    </MantineAppShell>
  );
}
