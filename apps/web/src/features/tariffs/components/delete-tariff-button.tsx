import type { CompanyTariffResource } from '@kabinet/domain/tariffs';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useDeleteCompanyTariff } from '../api.ts';

/** «Удалить» with a confirmation; rendered only for deletable statuses (the caller checks). */
export function DeleteTariffButton({ tariff }: { tariff: CompanyTariffResource }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteCompanyTariff();
  const confirm = () =>
    remove.mutate(tariff.id, {
      onSuccess: (body) => {
        close();
        showToast({ type: 'positive', message: body.message ?? 'Тариф удален' });
      },
      onError: (error) => {
        close();
        showErrorToast(error);
      },
    });
  const what = tariff.status === 'DRAFT' ? 'черновик тарифа' : 'заявку на тариф';
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={open}>
        Удалить
      </Button>
      <Modal opened={opened} onClose={close} title={`Удалить ${what}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            {tariff.tariff_name ? `«${tariff.tariff_name}»: ` : ''}
            ответы и расчёт будут удалены. Подобрать тариф заново можно в любой момент.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Удалить
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
