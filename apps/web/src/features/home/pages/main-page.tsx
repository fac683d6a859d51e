import { formatCount } from '@kabinet/domain/shared';
import { Grid, Stack } from '@mantine/core';

import { CompanyManagerCard, ManagerCard } from '../../../shared/company-manager/manager-card.tsx';
import { GreetingHeader } from '../../../shared/ui/greeting-header.tsx';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { CompanyCard } from '../components/company-card.tsx';
import { NextSteps } from '../components/next-steps.tsx';
import { nextStepsFor } from '../model.ts';

export function MainPage() {
  const user = useSignedInUser();
  useDocumentTitle('Главная');
  const companies = user.companies.length;
  const companyId = user.active_company?.id ?? null;
  // Issue 12: the active company's manager; without a company, the user's own accompanying one.
  const accompanying = user.accompanying ?? user.meta.accompanying;
  const hasCard = companyId !== null || accompanying !== null;

  return (
    <Stack gap="xl">
      <GreetingHeader name={user.name}>
        {companies > 0
          ? `В кабинете ${formatCount(companies, ['компания', 'компании', 'компаний'])}. Здесь собрано главное по активной.`
          : 'Начните с добавления компании — остальное подскажем.'}
      </GreetingHeader>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: hasCard ? 8 : 12 }}>
          <CompanyCard company={user.active_company} />
        </Grid.Col>
        {hasCard ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {companyId !== null ? (
              <CompanyManagerCard companyId={companyId} />
            ) : (
              <ManagerCard manager={accompanying} />
            )}
          </Grid.Col>
        ) : null}
      </Grid>
      <NextSteps steps={nextStepsFor(user)} />
    </Stack>
  );
}
