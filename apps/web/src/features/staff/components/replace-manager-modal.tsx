import type { Company } from '@kabinet/domain/companies';
import { formatCount } from '@kabinet/domain/shared';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { useStaff } from '../../../shared/staff/api.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useReplaceManager } from '../api.ts';

const COMPANY_FORMS = ['компания', 'компании', 'компаний'] as const;

/**
 * «Сменить менеджера»: the admin picks one staff member, who replaces every current manager of
 * the company at once (the chat follows: the new one sees the history, the old ones leave).
 */
export function ReplaceManagerModal({
  company,
  opened,
  onClose,
  onReplaced,
}: {
  company: Company;
  opened: boolean;
  onClose: () => void;
  onReplaced: (company: Company) => void;
}) {
  const staff = useStaff(opened);
  const replace = useReplaceManager(company.id);
  const [choice, setChoice] = useState<string | null>(null);
  const current = new Set(company.company_meta.managers.map((manager) => manager.id));
  const options = (staff.data ?? []).map((member) => ({
    value: String(member.id),
    label: `${member.name} · ${formatCount(member.active_companies, COMPANY_FORMS)}${
      current.has(member.id) ? ' (сейчас)' : ''
    }`,
  }));
  const close = () => {
    setChoice(null);
    replace.reset();
    onClose();
  };
  const submit = () => {
    if (!choice) return;
    replace.mutate(Number(choice), {
      onSuccess: (updated) => {
        showToast({ type: 'positive', message: 'Менеджер компании сменён' });
        onReplaced(updated);
        close();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title="Сменить менеджера" centered>
      <Stack gap="md">
        <Text size="sm">
          Новый менеджер заменит текущих и увидит всю переписку компании. Прежний менеджер
          перестанет видеть её диалоги. Смена попадёт в журнал действий.
        </Text>
        <Select
          label="Новый менеджер"
          placeholder={staff.isPending ? 'Загрузка…' : 'Выберите сотрудника'}
          data={options}
          value={choice}
          onChange={setChoice}
          searchable
          nothingFoundMessage="Никого не нашли"
          comboboxProps={{ withinPortal: false }}
        />
        {staff.isError ? <FormAlert message={describeError(staff.error)} /> : null}
        {replace.isError ? <FormAlert message={describeError(replace.error)} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Отмена
          </Button>
          <Button disabled={!choice} loading={replace.isPending} onClick={submit}>
            Назначить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
