import { unreadNotificationsCount, visibleInApp } from '@kabinet/domain/notifications';
import { type Notification } from '@kabinet/domain/users';
import { formatUnreadBadge } from '@kabinet/domain/shared';
import { Indicator } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import { OnDemand } from '../../../shared/ui/on-demand.tsx';
import { useMarkNotificationsRead, useNotifications } from '../api.ts';
import { unreadIds } from '../model.ts';
import { useNotificationPreferences } from '../preferences-api.ts';
import { useNotificationsChannel } from '../realtime.ts';
import { BellButton } from './bell-button.tsx';

// The popover loads when the bell is first pointed at, focused or clicked, and the list (its
// rows, links and the push offer) when it first opens: every signed-in page has the bell, few
// pages see it opened (250 KiB a page, and the first render).
const loadPopover = () => import('./notifications-popover.tsx');

interface NotificationsBellProps {
  userId: number;
  /** What the user answer already carries, shown until the list arrives. */
  initial?: Notification[];
}

/**
 * The bell of the shell — the unread count (SPEC §9 «9+»), the list on click, the
 * shown unread ones marked read (SPEC §7 mark-read), live from `private-user.{id}`; only the
 * types whose `in_app` preference is on count and show.
 */
export function NotificationsBell({ userId, initial }: NotificationsBellProps) {
  const [opened, setOpened] = useState(false);
  const { data: all = [] } = useNotifications(initial);
  // A type with `in_app` off is hidden (its rows stay stored); all shown while loading.
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
    // The popover's ARIA goes on the button itself, not on the badge around it (axe).
    <Indicator label={badge} size={18} disabled={!badge} offset={6} color="red">
      <OnDemand
        load={loadPopover}
        trigger={(trigger) => <BellButton aria-label={label} {...trigger} />}
      >
        {({ NotificationsPopover }, start) => (
          <NotificationsPopover
            notifications={notifications}
            label={label}
            opened={opened}
            onChange={setOpened}
            start={start}
          />
        )}
      </OnDemand>
    </Indicator>
  );
}
