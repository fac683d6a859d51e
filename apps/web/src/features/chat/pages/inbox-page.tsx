import { INBOX_FILTER_LABELS, INBOX_FILTERS, type InboxFilter } from '@kabinet/domain/chat';
import { hasManagerRights } from '@kabinet/domain/shared';
import {
  Anchor,
  Button,
  Center,
  CloseButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure, useInterval } from '@mantine/hooks';
import { IconInbox, IconSearch, IconTemplate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useMatch, useSearchParams } from 'react-router';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useCurrentChatUser } from '../api/conversations.ts';
import { useInbox } from '../api/inbox.ts';
import classes from '../components/chat.module.css';
import { ChatFrame, useTwoPanes } from '../components/chat-frame.tsx';
import { ConversationChannels } from '../components/conversation-channels.tsx';
import { InboxList } from '../components/inbox-list.tsx';
import { ConversationNotFound } from '../components/conversation-not-found.tsx';
import { INBOX_PATH } from '../paths.ts';
import { ConversationView } from './conversation-page.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/search-debounce.ts';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

// The saved replies' editor (its form and zod) loads when it is first opened (the pages' JS budgets).
const TemplatesModal = lazyPage(
  () => import('../components/templates-modal.tsx'),
  'TemplatesModal',
);

/** The current time, moved on every minute so the waiting badges keep counting. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  const interval = useInterval(() => setNow(new Date()), 60_000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return now;
}

/** The inbox for staff, every client conversation of theirs in one list, and the reply pane. */
export function InboxPage() {
  const user = useSignedInUser();
  return hasManagerRights(user.role.role_slug) ? (
    <Inbox />
  ) : (
    <NoAccess title="Недостаточно прав" description="«Входящие» доступны только сотрудникам." />
  );
}

type InboxState = ReturnType<typeof useInboxScreen>;

/** What the inbox reads: the filters, the list, the chat user, the open conversation. */
function useInboxScreen() {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // «Клиенты» opens a company's conversations here: `?company=` narrows the list to it.
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('company')) || null;
  const clearCompany = () => setParams({});
  const inbox = useInbox({ filter, query, companyId });
  const me = useCurrentChatUser();
  const twoPanes = useTwoPanes();
  const openId = Number(useMatch('/inbox/:id')?.params.id) || null;
  const items = inbox.data ?? [];
  const open = items.find((item) => item.conversation.id === openId) ?? null;
  return {
    filter,
    setFilter,
    search,
    setSearch,
    inbox,
    me,
    twoPanes,
    openId,
    items,
    open,
    companyId,
    clearCompany,
    urlSearch: companyId ? `?company=${companyId}` : '',
  };
}

/** The company the list is narrowed to, with a way back to every company. */
function CompanyChip({ state }: { state: InboxState }) {
  if (!state.companyId) return null;
  const name = state.items[0]?.company.name ?? 'Выбранная компания';
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" truncate="end">
        Компания:{' '}
        <Anchor component={Link} to={`/clients/${state.companyId}`} inherit>
          {name}
        </Anchor>
      </Text>
      <CloseButton size="sm" aria-label="Показать все компании" onClick={state.clearCompany} />
    </Group>
  );
}

/** The left pane: title, filters, search and the rows. */
function InboxListPane({ state, now }: { state: InboxState; now: Date }) {
  const { filter, setFilter, search, setSearch, inbox, me, twoPanes, openId, items } = state;
  const loading = inbox.isPending || !me.data;
  const [templatesOpened, templates] = useDisclosure(false);
  return (
    <Stack
      gap={0}
      w={twoPanes ? 380 : '100%'}
      style={{
        flexShrink: 0,
        borderRight: twoPanes ? '1px solid var(--mantine-color-default-border)' : undefined,
      }}
    >
      <Stack gap="sm" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            Входящие
          </Title>
          <Button
            variant="subtle"
            size="xs"
            className={classes.touchTarget}
            leftSection={<IconTemplate size={16} />}
            onClick={templates.open}
          >
            Шаблоны
          </Button>
        </Group>
        {/* Toggle buttons, not a SegmentedControl: the same choice without its sliding
            indicator's code on a page at the edge of its 250 KiB. */}
        <Button.Group aria-label="Какие диалоги показать">
          {INBOX_FILTERS.map((value) => (
            <Button
              key={value}
              size="xs"
              flex={1}
              px={4}
              variant={filter === value ? 'filled' : 'default'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {INBOX_FILTER_LABELS[value]}
            </Button>
          ))}
        </Button.Group>
        <CompanyChip state={state} />
        <TextInput
          aria-label="Поиск по названию диалога"
          placeholder="Поиск по названию диалога"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Stack>
      <LazyDialog opened={templatesOpened}>
        {(opened) => <TemplatesModal opened={opened} onClose={templates.close} />}
      </LazyDialog>
      <div style={{ flex: 1, overflowY: 'auto' }}>
        {loading ? (
          <ContentSkeleton shape="list" label="Загрузка входящих" />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={32} />}
            title="Пусто"
            description="Здесь появятся диалоги ваших клиентов."
          />
        ) : (
          <InboxList
            items={items}
            meId={me.data?.id ?? 0}
            activeId={openId}
            now={now}
            search={state.urlSearch}
          />
        )}
      </div>
    </Stack>
  );
}

/** Above the open conversation: whose it is, linked to the client card. */
function ClientCardLink({ company }: { company: { id: number; name: string } }) {
  return (
    <Text
      size="xs"
      c="dimmed"
      px="md"
      py={6}
      truncate="end"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      Клиент:{' '}
      <Anchor component={Link} to={`/clients/${company.id}`} inherit>
        {company.name}
      </Anchor>
    </Text>
  );
}

/** The right pane: the open conversation with the chat's own view, or a hint. */
function InboxConversationPane({ state }: { state: InboxState }) {
  const { open, me, openId, twoPanes } = state;
  return (
    <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      {open && me.data ? (
        <>
          <ClientCardLink company={open.company} />
          {/* The conversation fills what the link leaves (its own height is 100%). */}
          <div style={{ flex: 1, minHeight: 0 }}>
            <ConversationView
              key={open.conversation.id}
              conversation={open.conversation}
              me={me.data}
              companyId={open.company.id}
              onlineIds={new Set()}
              showBack={!twoPanes}
              listPath={`${INBOX_PATH}${state.urlSearch}`}
            />
          </div>
        </>
      ) : (
        <Center h="100%" p="xl">
          {openId ? (
            <ConversationNotFound
              listPath={`${INBOX_PATH}${state.urlSearch}`}
              standalone={!twoPanes}
            />
          ) : (
            <Text c="dimmed">Выберите диалог слева</Text>
          )}
        </Center>
      )}
    </div>
  );
}

function Inbox() {
  const state = useInboxScreen();
  const now = useNow();
  const { inbox, me, items, twoPanes, openId } = state;
  if (inbox.isError || me.isError) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Text c="dimmed">Не удалось загрузить входящие</Text>
          <Button variant="light" onClick={() => void Promise.all([inbox.refetch(), me.refetch()])}>
            Повторить
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <ChatFrame>
      {me.data ? (
        <ConversationChannels ids={items.map((item) => item.conversation.id)} me={me.data} />
      ) : null}
      {twoPanes || openId === null ? <InboxListPane state={state} now={now} /> : null}
      {twoPanes || openId !== null ? <InboxConversationPane state={state} /> : null}
    </ChatFrame>
  );
}
