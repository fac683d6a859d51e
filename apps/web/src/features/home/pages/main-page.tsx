import { formatCount } from '@kabinet/domain/shared';
import type { TodoItem } from '@kabinet/domain/todo';
import { Grid, Stack } from '@mantine/core';
import { useDeferredValue } from 'react';

import { companyManagerQuery } from '../../../shared/company-manager/api.ts';
import { CompanyManagerCard, ManagerCard } from '../../../shared/company-manager/manager-card.tsx';
import { useStartQuery } from '../../../shared/lib/use-start-query.ts';
import { GreetingHeader } from '../../../shared/ui/greeting-header.tsx';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { homeTariffsQuery, todoQuery, useHomeTariffs, useTodo } from '../api.ts';
import { CompanyCard } from '../components/company-card.tsx';
import { TariffSummary } from '../components/tariff-summary.tsx';
import { TodoCard } from '../components/todo-card.tsx';
import { profileTodo, shownTariff } from '../model.ts';
import { useHomeEvents } from '../realtime.ts';

/** The page's own requests, started as it renders (useStartQuery). */
function useStartHomeQueries(companyId: number | null) {
  useStartQuery(companyId === null ? null : todoQuery(companyId));
  useStartQuery(companyId === null ? null : homeTariffsQuery(companyId));
  useStartQuery(companyId === null ? null : companyManagerQuery(companyId));
}

export function MainPage() {
  const user = useSignedInUser();
  useDocumentTitle('Главная');
  useHomeEvents(user.id);
  const companies = user.companies.length;
  const companyId = user.active_company?.id ?? null;
  // The active company's manager; without a company, the user's own accompanying one.
  const accompanying = user.accompanying ?? user.meta.accompanying;
  const hasCard = companyId !== null || accompanying !== null;
  const profile = profileTodo(user);
  useStartHomeQueries(companyId);

  return (
    <Stack gap="xl">
      <GreetingHeader name={user.name}>
        {companies > 0
          ? `В кабинете ${formatCount(companies, ['компания', 'компании', 'компаний'])}. Здесь собрано главное по активной.`
          : 'Начните с добавления компании — остальное подскажем.'}
      </GreetingHeader>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: hasCard ? 8 : 12 }}>
          <Stack gap="md">
            <CompanyCard company={user.active_company} />
            {companyId !== null ? (
              <CompanyTodo companyId={companyId} profile={profile} />
            ) : (
              <TodoCard items={profile ? [profile] : []} />
            )}
          </Stack>
        </Grid.Col>
        {hasCard ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              {companyId !== null ? <CompanyTariff companyId={companyId} /> : null}
              {companyId !== null ? (
                <CompanyManagerCard companyId={companyId} />
              ) : (
                <ManagerCard manager={accompanying} />
              )}
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}

/** The company's to-dos from the server, after the user's own profile step. */
function CompanyTodo({ companyId, profile }: { companyId: number; profile: TodoItem | null }) {
  const todo = useTodo(companyId);
  // The page's answers arrive together; their renders are deferred (transitions, in
  // slices) so that they do not add up to one long task on a phone.
  const shown = useDeferredValue(todo.data);
  const items = shown ? [...(profile ? [profile] : []), ...shown] : undefined;
  return <TodoCard items={items} failed={todo.isError} />;
}

/** With a working tariff its summary; otherwise nothing (the to-do offers one). */
function CompanyTariff({ companyId }: { companyId: number }) {
  const tariffs = useDeferredValue(useHomeTariffs(companyId).data);
  const tariff = tariffs ? shownTariff(tariffs) : null;
  return tariff ? <TariffSummary tariff={tariff} now={new Date()} /> : null;
}
