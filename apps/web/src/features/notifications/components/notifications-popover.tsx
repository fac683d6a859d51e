import type { Notification } from '@kabinet/domain/users';
import { Loader, Popover } from '@mantine/core';
import { Suspense } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { type OnDemandStart, useOnDemandStart } from '../../../shared/ui/on-demand.tsx';
import { BellButton } from './bell-button.tsx';

const NotificationsDropdown = lazyPage(
  () => import('./notifications-dropdown.tsx'),
  'NotificationsDropdown',
);

interface NotificationsPopoverProps {
  notifications: Notification[];
  label: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  start: OnDemandStart;
}

/** The bell's popover, loaded on demand by NotificationsBell (which keeps the state). */
export function NotificationsPopover({
  notifications,
  label,
  opened,
  onChange,
  start,
}: NotificationsPopoverProps) {
  const ref = useOnDemandStart(start, () => onChange(true));
  return (
    <Popover
      width={360}
      position="bottom-end"
      shadow="md"
      opened={opened}
      onChange={onChange}
      // The header never scrolls away; keep the list shown whatever the target's box says.
      hideDetached={false}
    >
      <Popover.Target>
        <BellButton aria-label={label} ref={ref} onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<Loader size="sm" aria-label="Загрузка уведомлений" />}>
          <NotificationsDropdown notifications={notifications} onFollow={() => onChange(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
