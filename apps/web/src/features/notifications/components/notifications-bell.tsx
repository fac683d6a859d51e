import {
  unreadNotificationsCount,
  visibleInApp,
  type Notification,
} from '@kabinet/domain/notifications';
import { formatUnreadBadge } from '@kabinet/domain/shared';
import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { useMarkNotificationsRead, useNotifications } from '../api.ts';
import { unreadIds } from '../model.ts';
import { useNotificationPreferences } from '../preferences-api.ts';
import { useNotificationsChannel } from '../realtime.ts';

// The list (its rows, links and the push offer) loads when the bell first opens: every signed-in
// page has the bell, few pages see it opened (issue 17's 250 KiB a page).
const NotificationsDropdown = lazyPage(
  () => import('./notifications-dropdown.tsx'),
  'NotificationsDropdown',
);

interface NotificationsBellProps {
  userId: number;
  /** What the user answer already carries, shown until the list arrives. */
  initial?: Notification[];
}

/**
 * Issue 6: the bell of the shell — the unread count (SPEC §9 «9+»), the list on click, the
 * shown unread ones marked read (SPEC §7 mark-read), live from `private-user.{id}`; only the
 * types whose `in_app` preference is on count and show.
 */
export function NotificationsBell({ userId, initial }: NotificationsBellProps) {
  const [opened, setOpened] = useState(false);
  const { data: all = [] } = useNotifications(initial);
  // Issue 6: a type with `in_app` off is hidden (its rows stay stored); all shown while loading.
  const { data: preferences } = useNotificationPreferences();
  const notifications = visibleInApp(all, preferences);
  const markRead = useMarkNotificationsRead();
  const requested = useRef(new Set<string>());
  useNotificationsChannel(userId);

  const count = unreadNotificationsCount(notifications);
  const badge = formatUnreadBadge(count);
  const label = count > 0 ? `Уведомления, непрочитанных: ${count}` : 'Уведомления';
  const toMark = opened ? unreadIds(notifications).filter((id) => !requested.current.has(id)) : [];
  const toMarkKey = toMark.join(',');

  useEffect(() => {
    if (!toMarkKey) return;
    const ids = toMarkKey.split(',');
    for (const id of ids) requested.current.add(id);
    markRead.mutate(ids, {
      onError: () => ids.forEach((id) => requested.current.delete(id)),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes per render
  }, [toMarkKey]);

  return (
    <Popover
      width={360}
      position="bottom-end"
      shadow="md"
      opened={opened}
      onChange={setOpened}
      // The header never scrolls away; keep the list shown whatever the target's box says.
      hideDetached={false}
    >
      {/* The popover's ARIA goes on the button itself, not on the badge around it (axe). */}
      <Indicator label={badge} size={18} disabled={!badge} offset={6} color="red">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Suspense fallback={<Loader size="sm" aria-label="Загрузка уведомлений" />}>
          <NotificationsDropdown notifications={notifications} onFollow={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
