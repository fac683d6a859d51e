import { NotificationsBell } from '../../features/notifications/components/notifications-bell.tsx';
import { useSignedInUser } from '../../shared/user/api.ts';
import type { UserNotification } from '../../shared/user/user.types.ts';

/**
 * The shell's bell: the notifications feature's bell for the signed-in user; the
 * notifications of the user answer show until the list arrives.
 */
export function NotificationsButton({ notifications }: { notifications: UserNotification[] }) {
  const user = useSignedInUser();
  return <NotificationsBell userId={user.id} initial={notifications} />;
}
