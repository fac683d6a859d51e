import { NotificationPreferencesPanel } from '../../features/notifications/components/notification-preferences.tsx';
import { SettingsModal } from '../../features/settings/components/settings-modal.tsx';

/** The settings modal with the sections other features fill; a lazy chunk of the shell. */
export function SettingsDialog(props: { opened: boolean; onClose: () => void }) {
  return (
    <SettingsModal
      opened={props.opened}
      onClose={props.onClose}
      sections={{ notifications: <NotificationPreferencesPanel /> }}
    />
  );
}
