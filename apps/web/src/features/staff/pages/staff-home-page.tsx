import { formatWaiting, type InboxItem } from '@kabinet/domain/chat';
import { formatCount } from '@kabinet/domain/shared';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox, IconMoodSmile } from '@tabler/icons-react';
import { Link } from 'react-router';

import { GreetingHeader } from '../../../shared/ui/greeting-header.tsx';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useClients, useOpenInvoices, useWaitingConversations } from '../api.ts';
import { OpenInvoicesSection } from '../components/open-invoices-section.tsx';

const CONVERSATION_FORMS = ['диалог', 'диалога', 'диалогов'] as const;
const COMPANY_FORMS = ['компания', 'компании', 'компаний'] as const;

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
 * Issue 12: the staff member's home, what needs them now: the client conversations waiting for
 * an answer, longest first, their clients' invoices waiting for money (issue 13: «Счета к
 * оплате», overdue first), and how many clients they serve. Overdue tasks, unsigned acts and
 * reports due join these lists as those features land.
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
          {waiting.isPending ? (
            <Center py="lg">
              <Loader aria-label="Загрузка" />
            </Center>
          ) : waiting.data?.length ? (
            <WaitingList items={waiting.data} />
          ) : (
            <EmptyState
              icon={<IconMoodSmile size={32} />}
              title="Все ответы даны"
              description="Новые вопросы клиентов появятся здесь и во «Входящих»."
            />
          )}
        </Stack>
        <OpenInvoicesSection
          invoices={invoices.data}
          pending={invoices.isPending}
          failed={invoices.isError}
        />
      </SimpleGrid>
    </Stack>
  );
}
