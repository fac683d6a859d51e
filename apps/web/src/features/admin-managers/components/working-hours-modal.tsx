import { staffSettingsBodySchema, type StaffMember } from '@kabinet/domain/companies';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useUpdateStaffSettings } from '../api.ts';

interface WorkingHoursModalProps {
  /** The manager whose hours are edited; null keeps the modal closed. */
  member: StaffMember | null;
  onClose: () => void;
}

/** Working hours as the clients see them on the manager card. */
export function WorkingHoursModal({ member, onClose }: WorkingHoursModalProps) {
  return (
    <Modal opened={member !== null} onClose={onClose} title="Часы работы" centered>
      {member ? <WorkingHoursForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function WorkingHoursForm({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const [value, setValue] = useState(member.working_hours);
  const update = useUpdateStaffSettings();
  const checked = staffSettingsBodySchema.safeParse({ working_hours: value });
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!checked.success) return;
        update.mutate(
          { userId: member.id, body: checked.data },
          {
            onSuccess: () => {
              showToast({ type: 'positive', message: 'Часы работы сохранены' });
              onClose();
            },
            onError: showErrorToast,
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {member.name}. Клиенты видят часы работы в карточке «Ваш менеджер».
        </Text>
        <TextInput
          label="Часы работы"
          placeholder="Пн–Пт, 9:00–18:00 МСК"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!checked.success}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
