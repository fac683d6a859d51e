import { hasManagerRights } from '@kabinet/domain/shared';
import { Avatar, Button, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';

import { showToast } from '../../shared/toast/toast-store.ts';
import { useSwitchActiveCompany } from '../../shared/user/api.ts';
import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';

function initials(name: string): string {
  const words = name.replace(/[«»"]/g, '').split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => !/^(ООО|АО|ПАО|ИП|ЗАО|НКО)$/i.test(word));
  return (meaningful[0]?.[0] ?? words[0]?.[0] ?? '?').toUpperCase();
}

/** Active company and the switch between the user's companies (SPEC §1). */
function ClientCompanySwitcher({ user }: { user: User }) {
  const switchCompany = useSwitchActiveCompany();
  const active = user.active_company;

  if (user.companies.length === 0) {
    return (
      <Button
        component={Link}
        to={routeNames['company-new']}
        variant="light"
        leftSection={<IconPlus size={16} />}
      >
        Добавить компанию
      </Button>
    );
  }

  const choose = (companyId: number) => {
    if (companyId === active?.id) return;
    switchCompany.mutate(
      { userId: user.id, companyId },
      {
        onSuccess: ({ data }) =>
          showToast({
            type: 'positive',
            message: `Активная компания: ${data.active_company?.name ?? ''}`,
          }),
      },
    );
  };

  return (
    <Menu position="bottom-start" width={320} shadow="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={`Активная компания: ${active?.name ?? 'не выбрана'}. Сменить компанию`}
          style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, maxWidth: 320 }}
          disabled={switchCompany.isPending}
        >
          <Avatar color="brand" radius="md" size={36}>
            {initials(active?.name ?? '?')}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate>
              {active?.name ?? 'Выберите компанию'}
            </Text>
            {active?.inn ? (
              <Text size="xs" c="dimmed">
                ИНН {active.inn}
              </Text>
            ) : null}
          </Stack>
          <IconSelector size={16} color="var(--mantine-color-dimmed)" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ваши компании</Menu.Label>
        {user.companies.map((company) => (
          <Menu.Item
            key={company.id}
            onClick={() => choose(company.id)}
            rightSection={company.id === active?.id ? <IconCheck size={16} /> : null}
          >
            <Text size="sm" fw={500}>
              {company.name}
            </Text>
            <Text size="xs" c="dimmed">
              ИНН {company.inn}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={routeNames['company-new']}
          leftSection={<IconPlus size={16} />}
        >
          Добавить компанию
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Issue 12: staff serve many companies (inbox, clients); they have no «active company». */
export function CompanySwitcher({ user }: { user: User }) {
  return hasManagerRights(user.role.role_slug) ? null : <ClientCompanySwitcher user={user} />;
}
