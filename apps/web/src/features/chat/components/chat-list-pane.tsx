import type { ChatUser, Conversation } from '@kabinet/domain/chat';
import { ActionIcon, Button, Group, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { TelegramBotLink } from '../../../shared/app-options/telegram-bot-link.tsx';
import { CompanyManagerCard } from '../../../shared/company-manager/manager-card.tsx';
import { askNotificationPermission } from '../notify.ts';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import classes from './chat.module.css';
import { ChatSearch } from './chat-search.tsx';
import { ConversationList } from './conversation-list.tsx';

function NotificationsHint() {
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  if (permission !== 'default') return null;
  return (
    <Tooltip label="Показывать уведомления о новых сообщениях">
      <ActionIcon
        variant="subtle"
        color="gray"
        className={classes.touchTarget}
        aria-label="Включить уведомления браузера"
        onClick={() =>
          void askNotificationPermission().then(() => setPermission(Notification.permission))
        }
      >
        <IconBell size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

interface ChatListPaneProps {
  companyId: number;
  conversations: Conversation[];
  meId: number;
  activeId: number | null;
  isOnline: (chatUser: ChatUser, conversationId: number) => boolean;
  fullWidth: boolean;
  onCreate: () => void;
}

/** The left pane: title, «Новый диалог», search over messages, the conversation list. */
export function ChatListPane(props: ChatListPaneProps) {
  const { companyId, conversations, meId, activeId, isOnline, fullWidth, onCreate } = props;
  const [query, setQuery] = useState('');
  return (
    <Stack
      gap={0}
      w={fullWidth ? '100%' : 340}
      style={{
        flexShrink: 0,
        borderRight: fullWidth ? undefined : '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Stack gap="sm" p="sm" pb={4}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            Чат
          </Title>
          <Group gap={4} wrap="nowrap">
            <NotificationsHint />
            <Button
              size="xs"
              variant="light"
              className={classes.touchTarget}
              leftSection={<IconPlus size={14} />}
              onClick={onCreate}
            >
              Новый диалог
            </Button>
          </Group>
        </Group>
        <HowItWorksLink slug="chat-s-menedzherom" label="Как работать с менеджером в чате?" />
        <ChatSearch
          companyId={companyId}
          conversations={conversations}
          query={query}
          onQueryChange={setQuery}
        />
      </Stack>
      {query.trim().length < 2 ? (
        <ScrollArea style={{ flex: 1 }} px={6} pb={6}>
          {conversations.length === 0 ? (
            <Stack gap="md" py="xl" px="md">
              <Text size="sm" c="dimmed" ta="center">
                Диалогов пока нет. Начните новый — менеджер компании увидит его сразу.
              </Text>
              {/* On phones the list is the whole screen: the manager shows here. */}
              {fullWidth ? <CompanyManagerCard companyId={companyId} /> : null}
              {fullWidth ? <TelegramBotLink label="Уведомления в Telegram" /> : null}
            </Stack>
          ) : (
            <ConversationList
              conversations={conversations}
              meId={meId}
              activeId={activeId}
              isOnline={isOnline}
            />
          )}
        </ScrollArea>
      ) : null}
    </Stack>
  );
}
