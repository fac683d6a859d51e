import { hasManagerRights } from '@kabinet/domain/shared';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

import { showToast } from '../../shared/toast/toast-store.ts';
import { OnDemand } from '../../shared/ui/on-demand.tsx';
import { useSwitchActiveCompany } from '../../shared/user/api.ts';
import type { User } from '../../shared/user/user.types.ts';
import { routeNames } from '../route-names.ts';
import { CompanyButton } from './company-button.tsx';

const loadMenu = () => import('./company-menu.tsx');

/**
 * Active company and the switch between the user's companies (SPEC §1); the menu's code loads
 * on demand (OnDemand).
 */
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
    <OnDemand
      load={loadMenu}
      trigger={(trigger) => (
        <CompanyButton user={user} disabled={switchCompany.isPending} {...trigger} />
      )}
    >
      {({ CompanyMenu }, start) => (
        <CompanyMenu
          user={user}
          onChoose={choose}
          disabled={switchCompany.isPending}
          start={start}
        />
      )}
    </OnDemand>
  );
}

/** Staff serve many companies (inbox, clients); they have no «active company». */
export function CompanySwitcher({ user }: { user: User }) {
  return hasManagerRights(user.role.role_slug) ? null : <ClientCompanySwitcher user={user} />;
}
