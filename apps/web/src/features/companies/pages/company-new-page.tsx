import { Paper, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';

import { showToast } from '../../../shared/toast/toast-store.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser, useSwitchActiveCompany } from '../../../shared/user/api.ts';
import { CreateCompanyForm } from '../components/create-company-form.tsx';

/** company/new: add a company by INN; it becomes the active one and company/fill opens. */
export function CompanyNewPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const switchCompany = useSwitchActiveCompany();

  return (
    <Stack gap={0} maw={760}>
      <PageHeader
        title="Новая компания"
        description="Найдите компанию по названию или ИНН — реквизиты подставятся из ЕГРЮЛ."
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <CreateCompanyForm
          onCreated={(company) => {
            showToast({ type: 'positive', message: `Компания ${company.name} добавлена` });
            const open = () => void navigate('/company/fill');
            if (user.active_company?.id === company.id) return open();
            switchCompany.mutate({ userId: user.id, companyId: company.id }, { onSettled: open });
          }}
        />
      </Paper>
    </Stack>
  );
}
