import type { Notification } from '@kabinet/domain/users';
import { ScrollArea } from '@mantine/core';

import { PushPrompt } from '../push/push-prompt.tsx';
import { NotificationList } from './notification-list.tsx';

/** The bell's open list, with the push offer above it (loaded when the bell first opens). */
export function NotificationsDropdown({
  notifications,
  onFollow,
}: {
  notifications: Notification[];
  onFollow: () => void;
}) {
  return (
    <>
      <PushPrompt />
      <ScrollArea.Autosize mah={420} type="auto">
        <NotificationList notifications={notifications} now={new Date()} onFollow={onFollow} />
      </ScrollArea.Autosize>
    </>
  );
}
