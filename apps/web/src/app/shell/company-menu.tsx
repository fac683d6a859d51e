import { Menu, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

import { type OnDemandStart, useOnDemandOpened } from '../../shared/ui/on-demand.tsx';
import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';
import { CompanyButton } from './company-button.tsx';

interface CompanyMenuProps {
  user: User;
  onChoose: (companyId: number) => void;
  disabled: boolean;
  start: OnDemandStart;
}

/** The company switcher's menu, loaded on demand by CompanySwitcher. */
export function CompanyMenu({ user, onChoose, disabled, start }: CompanyMenuProps) {
  const { opened, setOpened, ref } = useOnDemandOpened(start);
  const active = user.active_company;

  return (
    <Menu position="bottom-start" width={320} shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <CompanyButton user={user} disabled={disabled} ref={ref} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ваши компании</Menu.Label>
        {user.companies.map((company) => (
          <Menu.Item
            key={company.id}
            onClick={() => onChoose(company.id)}
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
