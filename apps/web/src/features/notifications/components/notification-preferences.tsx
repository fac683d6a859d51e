import {
  CHAT_EMAIL_DIGEST_DELAY_MS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  type NotificationType,
} from '@kabinet/domain/notifications';
import { formatCount } from '@kabinet/domain/shared';
import { Alert, Button, Center, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { QueryContent } from '../../../shared/ui/query-content.tsx';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../preferences-api.ts';

type Toggle = (type: NotificationType, channel: NotificationChannel, on: boolean) => void;
type LayoutProps = { preferences: NotificationPreferences; onToggle: Toggle };

const DIGEST_MINUTES = formatCount(Math.round(CHAT_EMAIL_DIGEST_DELAY_MS / 60_000), [
  'минуты',
  'минут',
  'минут',
]);

/** The accessible name of a switch: what and how («Задачи: Электронная почта»). */
const switchName = (type: NotificationType, channel: NotificationChannel) =>
  `${NOTIFICATION_TYPE_LABELS[type]}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`;

/** Wide screens: types in rows, channels in columns. */
function PreferencesTable({ preferences, onToggle }: LayoutProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Уведомления</Table.Th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Table.Th key={channel} ta="center" w={112} fz="sm">
              {NOTIFICATION_CHANNEL_LABELS[channel]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {NOTIFICATION_TYPES.map((type) => (
          <Table.Tr key={type}>
            <Table.Td>{NOTIFICATION_TYPE_LABELS[type]}</Table.Td>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Table.Td key={channel}>
                <Center>
                  <Switch
                    aria-label={switchName(type, channel)}
                    checked={preferences[type][channel]}
                    onChange={(event) => onToggle(type, channel, event.currentTarget.checked)}
                  />
                </Center>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Narrow screens: one card per type, its channels stacked with their labels. */
function PreferencesList({ preferences, onToggle }: LayoutProps) {
  return (
    <Stack gap="sm">
      {NOTIFICATION_TYPES.map((type) => (
        <Paper key={type} withBorder radius="md" p="sm">
          <Text fw={500} mb="xs">
            {NOTIFICATION_TYPE_LABELS[type]}
          </Text>
          <Stack gap="xs">
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Switch
                key={channel}
                label={NOTIFICATION_CHANNEL_LABELS[channel]}
                labelPosition="left"
                aria-label={switchName(type, channel)}
                checked={preferences[type][channel]}
                onChange={(event) => onToggle(type, channel, event.currentTarget.checked)}
                styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The settings area's «Уведомления» section — for every notification type, whether it
 * comes in the app, by push and by e-mail. Each switch saves at once (optimistic; a failed save
 * puts it back with a toast).
 */
export function NotificationPreferencesPanel() {
  const preferences = useNotificationPreferences();
  return (
    <QueryContent
      query={preferences}
      label="Загрузка настроек уведомлений"
      renderError={(_error, retry) => (
        <Alert color="red" title="Не удалось загрузить настройки уведомлений">
          <Button variant="light" color="red" size="compact-sm" mt="xs" onClick={retry}>
            Повторить
          </Button>
        </Alert>
      )}
    >
      {(loaded) => <PreferencesPanel preferences={loaded} />}
    </QueryContent>
  );
}

function PreferencesPanel({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const wide = useMediaQuery('(min-width: 62em)');
  const onToggle: Toggle = (type, channel, on) =>
    update.mutate({ [type]: { [channel]: on } } as NotificationPreferencesPatch);
  const Layout = wide ? PreferencesTable : PreferencesList;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Выберите, о чём и как вам сообщать. Изменения сохраняются сразу.
      </Text>
      <Layout preferences={preferences} onToggle={onToggle} />
      <Text size="sm" c="dimmed">
        Письмо о новых сообщениях в чате приходит одной сводкой, если сообщения не прочитаны в
        течение {DIGEST_MINUTES}. Прочитанные сообщения в письмо не попадают.
      </Text>
      <Text size="sm" c="dimmed">
        Письма о счетах, оплатах и статусе тарифа приходят сразу, по одному на каждое событие, на
        электронную почту из вашего профиля.
      </Text>
    </Stack>
  );
}
