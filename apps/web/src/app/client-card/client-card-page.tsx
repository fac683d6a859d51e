import type { Company } from '@kabinet/domain/companies';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';
import { Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMessages } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { useCompany } from '../../features/companies/api/company.ts';
import { CompanyLoadError } from '../../features/companies/components/company-load-error.tsx';
import { CompanyRequisitesPanel } from '../../features/companies/components/company-requisites-panel.tsx';
import { ClientCardHeader } from '../../features/staff/components/client-card-header.tsx';
import { DocumentsCard } from '../../features/companies/components/documents-card.tsx';
import { UsersCard } from '../../features/companies/components/users-card.tsx';
import { ResponseError } from '../../shared/http/http-errors.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { NoAccess } from '../../shared/ui/no-access.tsx';
import { QueryContent } from '../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../shared/user/api.ts';
import { routeNames } from '../route-names.ts';
import { lazyPage } from '../lazy-page.ts';
import { CLIENT_CARD_TABS, clientCardTab } from './client-card-tabs.ts';
import { ContentSkeleton } from '../../shared/ui/content-skeleton.tsx';
import classes from './client-card-page.module.css';

// Money, acts, orders and tasks, operations, analytics and management
// accounting with its graphs and the tariffs load with their tabs, not with the card
// (the card's JavaScript budget).
const StaffTariffsPanel = lazyPage(
  () => import('../../features/tariffs/components/staff-tariffs-panel.tsx'),
  'StaffTariffsPanel',
);
const CompanyBillingPanel = lazyPage(
  () => import('../../features/billing/components/company-billing-panel.tsx'),
  'CompanyBillingPanel',
);
const CompanyActsPanel = lazyPage(
  () => import('../../features/acts/components/company-acts-panel.tsx'),
  'CompanyActsPanel',
);
const OperationsPanel = lazyPage(
  () => import('../../features/operations/components/operations-panel.tsx'),
  'OperationsPanel',
);
const CompanyAnalyticsPanel = lazyPage(
  () => import('../../features/analytics/components/company-analytics-panel.tsx'),
  'CompanyAnalyticsPanel',
);
const CompanyReportsPanel = lazyPage(
  () => import('../../features/reports/components/company-reports-panel.tsx'),
  'CompanyReportsPanel',
);
const CompanyOrdersPanel = lazyPage(
  () => import('../../features/services/components/company-orders-panel.tsx'),
  'CompanyOrdersPanel',
);
const CompanyManagementPanel = lazyPage(
  () => import('../../features/management-accounting/components/company-management-panel.tsx'),
  'CompanyManagementPanel',
);
const CompanyTasksPanel = lazyPage(
  () => import('../../features/tasks/pages/staff-tasks-page.tsx'),
  'StaffTasksPage',
);

/**
 * The client card, one page per company for the staff who serve it (its assigned
 * managers and the admins; the server answers 404 to anyone else): its requisites, users, tariff,
 * money (invoices, ledger, payments), documents and chat, each with the staff's actions beside the data the client sees.
 */
export function ClientCardPage() {
  const user = useSignedInUser();
  const companyId = Number(useParams().companyId);
  if (!hasManagerRights(user.role.role_slug)) {
    return <NoAccess title="Клиент" description="Раздел доступен только сотрудникам." />;
  }
  if (!Number.isSafeInteger(companyId) || companyId <= 0) return <ClientNotFound />;
  return <ClientCard companyId={companyId} admin={isAdmin(user.role.role_slug)} />;
}

function ClientNotFound() {
  return (
    <EmptyState
      icon={<IconBriefcase size={32} />}
      title="Клиент не найден"
      description="Компании нет или она не закреплена за вами. Ваши клиенты — в разделе «Клиенты»."
      action={
        <Button component={Link} to={routeNames.clients}>
          К списку клиентов
        </Button>
      }
    />
  );
}

function ClientCard({ companyId, admin }: { companyId: number; admin: boolean }) {
  const company = useCompany(companyId);
  return (
    <QueryContent
      query={company}
      shape="detail"
      label="Загрузка карточки клиента"
      renderError={(error, retry) =>
        // The server answers 404 for a company that is not there or not the staff member's.
        error instanceof ResponseError && error.status === 404 ? (
          <ClientNotFound />
        ) : (
          <CompanyLoadError error={error} onRetry={retry} />
        )
      }
    >
      {(data) => (
        <ClientCardTabs data={data} admin={admin} onReplaced={() => void company.refetch()} />
      )}
    </QueryContent>
  );
}

function ClientCardTabs({
  data,
  admin,
  onReplaced,
}: {
  data: Company;
  admin: boolean;
  onReplaced: () => void;
}) {
  const userId = useSignedInUser().id;
  const [tab, setTab] = useCardTab();
  return (
    <>
      <ClientCardHeader company={data} canReplaceManager={admin} onReplaced={onReplaced} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg" className={classes.tabList}>
          {CLIENT_CARD_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} className={classes.tab}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="requisites">
          <CompanyRequisitesPanel company={data} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersCard company={data} manage={false} blockable={admin} />
        </Tabs.Panel>
        <LazyPanel value="tariff" loading="Загрузка тарифов">
          <StaffTariffsPanel companyId={data.id} canChangeStatus />
        </LazyPanel>
        <LazyPanel value="billing" loading="Загрузка счетов">
          <CompanyBillingPanel companyId={data.id} />
        </LazyPanel>
        <LazyPanel value="acts" loading="Загрузка актов">
          <CompanyActsPanel companyId={data.id} />
        </LazyPanel>
        <LazyPanel value="operations" loading="Загрузка операций">
          <OperationsPanel companyId={data.id} userId={userId} canEdit />
        </LazyPanel>
        <LazyPanel value="analytics" loading="Загрузка аналитики">
          <CompanyAnalyticsPanel companyId={data.id} />
        </LazyPanel>
        <LazyPanel value="reports" loading="Загрузка отчётности">
          <CompanyReportsPanel companyId={data.id} />
        </LazyPanel>
        <LazyPanel value="orders" loading="Загрузка заказов">
          <CompanyOrdersPanel companyId={data.id} />
        </LazyPanel>
        <LazyPanel value="tasks" loading="Загрузка задач">
          <CompanyTasksPanel companyId={data.id} />
        </LazyPanel>
        <LazyPanel value="management" loading="Загрузка управленческого учёта">
          <CompanyManagementPanel companyId={data.id} />
        </LazyPanel>
        <Tabs.Panel value="documents">
          <DocumentsCard company={data} />
        </Tabs.Panel>
        <Tabs.Panel value="chat">
          <ChatPanel company={data} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The card's tab in `?tab=` (replacing the history entry, so Back leaves the card). */
function useCardTab() {
  const [params, setParams] = useSearchParams();
  const setTab = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next ?? 'requisites');
        return updated;
      },
      { replace: true },
    );
  return [clientCardTab(params.get('tab')), setTab] as const;
}

/** A tab whose content loads with it (the card's JavaScript budget), a named loader meanwhile. */
function LazyPanel({
  value,
  loading,
  children,
}: {
  value: string;
  loading: string;
  children: ReactNode;
}) {
  return (
    <Tabs.Panel value={value}>
      <Suspense fallback={<ContentSkeleton shape="detail" label={loading} />}>{children}</Suspense>
    </Tabs.Panel>
  );
}

function ChatPanel({ company }: { company: Company }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Переписка с клиентом
        </Title>
        <Text c="dimmed" size="sm">
          Все диалоги компании — во «Входящих», с ответами, шаблонами и временем ожидания.
        </Text>
        <Button
          component={Link}
          to={`${routeNames.inbox}?company=${company.id}`}
          leftSection={<IconMessages size={16} />}
        >
          Открыть диалоги компании
        </Button>
      </Stack>
    </Paper>
  );
}
