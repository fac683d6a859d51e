import type { CompanyUser } from '@kabinet/domain/companies';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSetUserBlocked } from '../api/team.ts';

/** An admin's «Заблокировать» / «Разблокировать» of a company user, confirmed first. */
export function UserBlockButton({
  user,
  name,
  companyId,
}: {
  user: CompanyUser;
  name: string;
  companyId: number;
}) {
  const [opened, modal] = useDisclosure(false);
  const change = useSetUserBlocked(companyId);
  const blocked = user.status === 'BLOCKED';
  const action = blocked ? 'Разблокировать' : 'Заблокировать';
  const close = () => {
    modal.close();
    change.reset();
  };
  const confirm = () =>
    change.mutate(
      { userId: user.id, block: !blocked },
      {
        onSuccess: () => {
          showToast({
            type: 'info',
            message: blocked ? `${name} разблокирован(а)` : `${name} заблокирован(а)`,
          });
          close();
        },
      },
    );
  return (
    <>
      <Button
        size="xs"
        variant={blocked ? 'light' : 'subtle'}
        color={blocked ? 'teal' : 'red'}
        aria-label={`${action}: ${name}`}
        onClick={modal.open}
      >
        {action}
      </Button>
      <Modal opened={opened} onClose={close} title={`${action} пользователя?`} centered>
        <Stack gap="md">
          <Text size="sm">
            {blocked
              ? `${name} снова сможет войти в кабинет.`
              : `${name} не сможет войти в кабинет, открытые сеансы завершатся. Действие попадёт в журнал.`}
          </Text>
          {change.isError ? <FormAlert message={describeError(change.error)} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button color={blocked ? 'teal' : 'red'} loading={change.isPending} onClick={confirm}>
              {action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
