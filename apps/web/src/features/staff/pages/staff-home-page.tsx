import { formatWaiting, type InboxItem } from '@kabinet/domain/chat';
import { formatCount, localDate } from '@kabinet/domain/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconChecklist,
  IconFileCheck,
  IconInbox,
  IconMoodSmile,
  IconShoppingBag,
} from '@tabler/icons-react';
import { Link } from 'react-router';

import { GreetingHeader } from '../../../shared/ui/greeting-header.tsx';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import {
  useClients,
  useDisputedActs,
  useHomeTasks,
  useNewOrders,
  useOpenInvoices,
  useWaitingConversations,
} from '../api.ts';
import { HomeSection } from '../components/home-section.tsx';
import { OpenInvoicesSection } from '../components/open-invoices-section.tsx';
import { disputedActRows, newOrderRows, urgentTaskRows } from '../model.ts';
import { QueryContent } from '../../../shared/ui/query-content.tsx';

const CONVERSATION_FORMS = ['диалог', 'диалога', 'диалогов'] as const;
const COMPANY_FORMS = ['компания', 'компании', 'компаний'] as const;
const TASK_FORMS = ['задача', 'задачи', 'задач'] as const;
const ACT_FORMS = ['акт', 'акта', 'актов'] as const;
const ORDER_FORMS = ['заказ', 'заказа', 'заказов'] as const;

/** Longest wait first: whoever has waited longest is answered first. */
const byWait = (items: InboxItem[]) =>
  [...items].sort((a, b) => (a.waiting_since ?? '').localeCompare(b.waiting_since ?? ''));

function WaitingList({ items }: { items: InboxItem[] }) {
  const now = new Date();
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Ждут ответа"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {byWait(items).map((item) => (
        <li key={item.conversation.id}>
          <Paper
            component={Link}
            to={`/inbox/${item.conversation.id}`}
            withBorder
            radius="md"
            p="sm"
            style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate="end">
                  {item.company.name}
                </Text>
                <Text size="sm" c="dimmed" truncate="end">
                  {item.conversation.name}
                  {item.conversation.last_message?.text
                    ? ` · ${item.conversation.last_message.text}`
                    : ''}
                </Text>
              </Stack>
              {item.waiting_since ? (
                <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                  {formatWaiting(new Date(item.waiting_since), now)}
                </Badge>
              ) : null}
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The staff member's home, what needs them now: the client conversations waiting for
 * an answer, longest first, their clients' invoices waiting for money («Счета к
 * оплате», overdue first), and how many clients they serve; their overdue and due soon
 * tasks, the clients' disputed acts and new orders, each row a link to where it is acted on.
 */
export function StaffHomePage() {
  const user = useSignedInUser();
  useDocumentTitle('Главная');
  const waiting = useWaitingConversations();
  const invoices = useOpenInvoices();
  const clients = useClients({ search: '', page: 1 });
  const total = clients.data?.meta.total;

  return (
    <Stack gap="xl">
      <GreetingHeader name={user.name}>
        {total === undefined
          ? 'Ваши клиенты и то, что ждёт вас сегодня.'
          : `У вас ${formatCount(total, COMPANY_FORMS)}.`}
      </GreetingHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Ждут ответа
              {waiting.data?.length
                ? ` · ${formatCount(waiting.data.length, CONVERSATION_FORMS)}`
                : ''}
            </Title>
            <Button
              component={Link}
              to="/inbox"
              variant="light"
              leftSection={<IconInbox size={16} />}
            >
              Входящие
            </Button>
          </Group>
          {/* A failed list says so: «Все ответы даны» would tell a manager nobody waits. */}
          <QueryContent query={waiting} label="Загрузка диалогов">
            {(items) =>
              items.length ? (
                <WaitingList items={items} />
              ) : (
                <EmptyState
                  compact
                  icon={<IconMoodSmile size={22} />}
                  title="Все ответы даны"
                  description="Новые вопросы клиентов появятся здесь и во «Входящих»."
                />
              )
            }
          </QueryContent>
        </Stack>
        <OpenInvoicesSection
          invoices={invoices.data}
          pending={invoices.isPending}
          failed={invoices.isError}
        />
        <WorkSections />
      </SimpleGrid>
    </Stack>
  );
}

/** Tasks due, disputed acts and new orders — what the firm owes its clients next. */
function WorkSections() {
  const tasks = useHomeTasks();
  const acts = useDisputedActs();
  const orders = useNewOrders();
  const taskRows = tasks.data && urgentTaskRows(tasks.data, localDate(new Date()));
  const actRows = acts.data && disputedActRows(acts.data);
  const orderRows = orders.data && newOrderRows(orders.data);
  return (
    <>
      <HomeSection
        title="Задачи: сроки"
        count={taskRows && formatCount(taskRows.length, TASK_FORMS)}
        rows={taskRows}
        pending={tasks.isPending}
        failed={tasks.isError}
        failedText="Не удалось загрузить задачи. Попробуйте обновить страницу."
        empty={{
          icon: <IconChecklist size={22} />,
          title: 'Сроки в порядке',
          description: 'Просроченные задачи и задачи со сроком в ближайшие дни появятся здесь.',
        }}
        action={
          <Button component={Link} to="/tasks" variant="light">
            Все задачи
          </Button>
        }
      />
      <HomeSection
        title="Оспоренные акты"
        count={actRows && formatCount(actRows.length, ACT_FORMS)}
        rows={actRows}
        pending={acts.isPending}
        failed={acts.isError}
        failedText="Не удалось загрузить акты. Попробуйте обновить страницу."
        empty={{
          icon: <IconFileCheck size={22} />,
          title: 'Споров нет',
          description: 'Акты, которые клиент оспорил, появятся здесь.',
        }}
      />
      <HomeSection
        title="Новые заказы"
        count={orderRows && formatCount(orderRows.length, ORDER_FORMS)}
        rows={orderRows}
        pending={orders.isPending}
        failed={orders.isError}
        failedText="Не удалось загрузить заказы. Попробуйте обновить страницу."
        empty={{
          icon: <IconShoppingBag size={22} />,
          title: 'Новых заказов нет',
          description: 'Заказы клиентов, которые ещё не взяты в работу, появятся здесь.',
        }}
      />
    </>
  );
}
