import {
  COMPANY_TARIFF_STATUS_NAMES,
  type CompanyTariffResource,
  type StaffTargetStatus,
} from '@kabinet/domain/tariffs';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useChangeTariffStatus } from '../api.ts';
import { staffTargets } from '../model.ts';

/** «Сменить статус» of a company tariff for its manager or an admin, with an optional comment. */
export function TariffStatusAction({ tariff }: { tariff: CompanyTariffResource }) {
  const [opened, modal] = useDisclosure(false);
  const [target, setTarget] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const change = useChangeTariffStatus();
  const targets = staffTargets(tariff);
  if (targets.length === 0) return null;

  const close = () => {
    modal.close();
    change.reset();
    setTarget(null);
    setComment('');
  };
  const submit = () => {
    if (!target) return;
    change.mutate(
      { id: tariff.id, status: target as StaffTargetStatus, comment: comment.trim() || null },
      {
        onSuccess: () => {
          showToast({
            type: 'positive',
            message: `Статус тарифа: ${COMPANY_TARIFF_STATUS_NAMES[target as StaffTargetStatus]}`,
          });
          close();
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" onClick={modal.open}>
        Сменить статус
      </Button>
      <Modal opened={opened} onClose={close} title="Статус тарифа" centered>
        <Stack gap="md">
          <Text size="sm">
            Сейчас: <b>{COMPANY_TARIFF_STATUS_NAMES[tariff.status]}</b>. Клиент получит уведомление
            о смене статуса.
          </Text>
          <Select
            label="Новый статус"
            placeholder="Выберите статус"
            data={targets.map((status) => ({
              value: status,
              label: COMPANY_TARIFF_STATUS_NAMES[status],
            }))}
            value={target}
            onChange={setTarget}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Textarea
            label="Комментарий"
            description="Попадёт в историю тарифа"
            maxLength={1000}
            autosize
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {change.isError ? <FormAlert message={describeError(change.error)} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button disabled={!target} loading={change.isPending} onClick={submit}>
              Сменить статус
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
