import type { Company, CompanyBank } from '@kabinet/domain/companies';
import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank, IconDots, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useAddBank, useDeleteBank, useMakeBankMain } from '../api/team.ts';
import { groupAccount } from '../model.ts';
import { BankAccountForm } from './bank-account-form.tsx';

/** Bank name with the «Основной» mark, the grouped account, БИК and к/с. */
function BankDetails({ bank }: { bank: CompanyBank }) {
  return (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {bank.bank_name || 'Банк'}
        </Text>
        {bank.is_main ? (
          <Badge tt="none" size="sm" variant="light">
            Основной
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        р/с {groupAccount(bank.account)}
      </Text>
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        БИК {bank.bik}
        {bank.correspondent_account ? ` · к/с ${groupAccount(bank.correspondent_account)}` : ''}
      </Text>
    </Stack>
  );
}

function BankRow({
  bank,
  companyId,
  canEdit,
}: {
  bank: CompanyBank;
  companyId: number;
  canEdit: boolean;
}) {
  const makeMain = useMakeBankMain(companyId);
  const remove = useDeleteBank(companyId);
  const { confirm, dialog } = useConfirm();
  const removeBank = async () => {
    const sure = await confirm({
      title: 'Удалить счёт?',
      message: `Счёт ${groupAccount(bank.account)} пропадёт из реквизитов компании. Его можно будет добавить снова.`,
      confirmLabel: 'Удалить счёт',
    });
    if (!sure) return;
    remove
      .mutateAsync(bank.id)
      .then(() => showToast({ type: 'info', message: 'Счёт удалён' }), showErrorToast);
  };
  return (
    <Paper withBorder p="sm" radius="md" aria-label={`Счёт ${bank.account}`} role="group">
      {dialog}
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconBuildingBank size={22} stroke={1.5} style={{ marginTop: 2, flexShrink: 0 }} />
        <BankDetails bank={bank} />
        {canEdit ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Действия со счётом ${bank.account}`}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {bank.is_main ? null : (
                <Menu.Item
                  leftSection={<IconStar size={16} />}
                  onClick={() =>
                    makeMain.mutate(bank.id, {
                      onSuccess: () =>
                        showToast({ type: 'positive', message: 'Основной счёт изменён' }),
                      onError: showErrorToast,
                    })
                  }
                >
                  Сделать основным
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => void removeBank()}
              >
                Удалить счёт
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Paper>
  );
}

/** Settlement accounts: add (BIK lookup, key check), make main, remove. */
export function BanksCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const [adding, add] = useDisclosure(false);
  const addBank = useAddBank(company.id);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Банковские счета
        </Title>
        {canEdit && !adding ? (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add.open}>
            Добавить счёт
          </Button>
        ) : null}
      </Group>
      <Stack gap="sm">
        {company.banks.length === 0 && !adding ? (
          <Text size="sm" c="dimmed">
            Счетов пока нет. Добавьте расчётный счёт — он нужен для платёжных поручений и актов.
          </Text>
        ) : null}
        {company.banks.map((bank) => (
          <BankRow key={bank.id} bank={bank} companyId={company.id} canEdit={canEdit} />
        ))}
        <Collapse in={adding}>
          <Paper withBorder p="md" radius="md" mt="xs">
            <BankAccountForm
              submitLabel="Добавить счёт"
              pending={addBank.isPending}
              onCancel={add.close}
              onSubmit={(body) =>
                addBank.mutateAsync(body).then(() => {
                  showToast({ type: 'positive', message: 'Счёт добавлен' });
                  add.close();
                })
              }
            />
          </Paper>
        </Collapse>
      </Stack>
    </Paper>
  );
}
