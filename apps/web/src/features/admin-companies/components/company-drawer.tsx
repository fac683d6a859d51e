import { companyStatusName, type Company } from '@kabinet/domain/companies';
import { formatMoney } from '@kabinet/domain/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { Fact } from '../../../shared/ui/fact.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import {
  useAdminCompany,
  useAssignManager,
  useBlockCompanyUser,
  useManagers,
  useUnassignManager,
  useUpdateAdminCompany,
} from '../api.ts';
import { AdminCompanyForm } from './admin-company-form.tsx';

/** Picking a staff member not yet on the company and assigning them. */
function AssignManager({ company }: { company: Company }) {
  const managers = useManagers(true);
  const assign = useAssignManager(company.id);
  const [choice, setChoice] = useState<string | null>(null);
  const assigned = new Set(company.company_meta.managers.map((manager) => manager.id));
  const options = (managers.data ?? [])
    .filter((manager) => !assigned.has(manager.id))
    .map((manager) => ({ value: String(manager.id), label: manager.name }));
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Назначить менеджера"
        placeholder={managers.isPending ? 'Загрузка…' : 'Выберите сотрудника'}
        data={options}
        value={choice}
        onChange={setChoice}
        searchable
        nothingFoundMessage="Никого не нашли"
        style={{ flex: 1 }}
      />
      <Button
        disabled={!choice}
        loading={assign.isPending}
        onClick={() =>
          choice &&
          assign.mutate(Number(choice), {
            onSuccess: () => {
              showToast({ type: 'positive', message: 'Менеджер назначен' });
              setChoice(null);
            },
            onError: showErrorToast,
          })
        }
      >
        Назначить
      </Button>
    </Group>
  );
}

function ManagersSection({ company }: { company: Company }) {
  const unassign = useUnassignManager(company.id);
  const { confirm, dialog } = useConfirm();
  const unassignManager = async (manager: { id: number; name: string }) => {
    const sure = await confirm({
      title: 'Снять менеджера с компании?',
      message: `${manager.name} перестанет вести «${company.name}»: пропадёт из чата компании и из списка её клиентов.`,
      confirmLabel: 'Снять',
    });
    if (!sure) return;
    unassign.mutate(manager.id, {
      onSuccess: () => showToast({ type: 'info', message: `${manager.name} снят(а) с компании` }),
      onError: showErrorToast,
    });
  };

  return (
    <Stack gap="xs">
      {dialog}
      <Title order={3} size="h5">
        Менеджеры
      </Title>
      {company.company_meta.managers.length === 0 ? (
        <Text size="sm" c="dimmed">
          Менеджер не назначен
        </Text>
      ) : (
        <Group gap="xs">
          {company.company_meta.managers.map((manager) => (
            <Badge
              tt="none"
              key={manager.id}
              size="lg"
              variant="light"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Снять менеджера ${manager.name}`}
                  onClick={() => void unassignManager(manager)}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {manager.name}
            </Badge>
          ))}
        </Group>
      )}
      <AssignManager company={company} />
    </Stack>
  );
}

function UsersSection({ company }: { company: Company }) {
  const block = useBlockCompanyUser(company.id);
  const { confirm, dialog } = useConfirm();
  const toggleBlock = async (user: { id: number }, name: string, blocked: boolean) => {
    if (!blocked) {
      const sure = await confirm({
        title: 'Заблокировать пользователя?',
        message: `${name} не сможет войти в кабинет, пока его не разблокируют. Открытые сеансы завершатся.`,
        confirmLabel: 'Заблокировать',
      });
      if (!sure) return;
    }
    block.mutate(
      { userId: user.id, block: !blocked },
      {
        onSuccess: () =>
          showToast({
            type: 'info',
            message: blocked ? `${name} разблокирован(а)` : `${name} заблокирован(а)`,
          }),
        onError: showErrorToast,
      },
    );
  };
  return (
    <Stack gap="xs">
      {dialog}
      <Title order={3} size="h5">
        Пользователи компании
      </Title>
      {company.users.map((user) => {
        const blocked = user.status === 'BLOCKED';
        const name =
          [user.last_name, user.name].filter(Boolean).join(' ') || user.email || user.phone;
        return (
          <Group key={user.id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {name}{' '}
                {blocked ? (
                  <Badge tt="none" size="xs" color="red" variant="light">
                    заблокирован
                  </Badge>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.position_name} · {user.email || user.phone}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant={blocked ? 'light' : 'subtle'}
              color={blocked ? 'teal' : 'red'}
              loading={block.isPending && block.variables.userId === user.id}
              onClick={() => void toggleBlock(user, name, blocked)}
            >
              {blocked ? 'Разблокировать' : 'Заблокировать'}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

function DrawerBody({ company }: { company: Company }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateAdminCompany(company.id);
  const { confirm, dialog } = useConfirm();
  const blocked = company.status === 'BLOCKED';
  const toggleCompanyBlock = async () => {
    if (!blocked) {
      const sure = await confirm({
        title: 'Заблокировать компанию?',
        message: `Пользователи «${company.name}» не смогут работать с ней в кабинете, пока её не разблокируют.`,
        confirmLabel: 'Заблокировать',
      });
      if (!sure) return;
    }
    update.mutate(
      { status: blocked ? 'ACTIVE' : 'BLOCKED' },
      {
        onSuccess: () =>
          showToast({
            type: 'info',
            message: blocked ? 'Компания разблокирована' : 'Компания заблокирована',
          }),
        onError: showErrorToast,
      },
    );
  };
  return (
    <Stack gap="lg">
      {dialog}
      <Group justify="space-between" align="flex-start">
        <Badge tt="none" variant="light" color={blocked ? 'red' : 'teal'} size="lg">
          {companyStatusName(company.status)}
        </Badge>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setEditing((value) => !value)}>
            {editing ? 'Закрыть редактирование' : 'Изменить'}
          </Button>
          <Button
            size="xs"
            variant="light"
            color={blocked ? 'teal' : 'red'}
            loading={update.isPending && !editing}
            onClick={() => void toggleCompanyBlock()}
          >
            {blocked ? 'Разблокировать компанию' : 'Заблокировать компанию'}
          </Button>
        </Group>
      </Group>
      {editing ? (
        <AdminCompanyForm company={company} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={2} spacing="md">
          <Fact size="sm" label="ИНН" value={company.inn} />
          <Fact size="sm" label="КПП" value={company.kpp} />
          <Fact size="sm" label="ОГРН" value={company.ogrn} />
          <Fact size="sm" label="Руководитель" value={company.info.director_name} />
          <Fact size="sm" label="Баланс" value={formatMoney(company.balance)} />
          <Fact size="sm" label="Долг" value={company.debt > 0 ? formatMoney(company.debt) : '—'} />
          <Fact
            size="sm"
            label="Юридический адрес"
            value={company.info.legal_address?.string ?? ''}
          />
          <Fact size="sm" label="Счетов в банках" value={String(company.banks.length)} />
        </SimpleGrid>
      )}
      <Divider />
      <ManagersSection company={company} />
      <Divider />
      <UsersSection company={company} />
    </Stack>
  );
}

/** One company of the admin list: requisites, status, managers and its users. */
export function CompanyDrawer({
  companyId,
  onClose,
}: {
  companyId: number | null;
  onClose: () => void;
}) {
  const company = useAdminCompany(companyId);
  return (
    <Drawer
      opened={companyId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={600}>{company.data?.name ?? 'Компания'}</Text>}
    >
      <QueryContent query={company} shape="detail">
        {(data) => <DrawerBody key={data.id} company={data} />}
      </QueryContent>
    </Drawer>
  );
}
