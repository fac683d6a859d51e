import type { Conversation } from '@kabinet/domain/chat';
import { formatMessageTime } from '@kabinet/domain/shared';
import { CloseButton, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { useMessageSearch } from '../api/conversations.ts';
import { highlightParts, searchFragment } from '../model.ts';
import { conversationPath } from '../paths.ts';
import classes from './chat.module.css';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/search-debounce.ts';

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(searchFragment(text, query), query).map((part, i) =>
        part.hit ? (
          <mark key={i} className={classes.hit}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Full-text search over the company's chat; a result opens its message. */
export function ChatSearch({
  companyId,
  conversations,
  query,
  onQueryChange,
}: {
  companyId: number;
  conversations: Conversation[];
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMessageSearch(companyId, debounced);
  const navigate = useNavigate();
  const names = new Map(conversations.map((c) => [c.id, c.name]));
  const active = debounced.length >= 2;

  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Поиск по сообщениям"
        placeholder="Поиск по сообщениям"
        leftSection={<IconSearch size={16} />}
        rightSection={
          search.isFetching ? (
            <Loader size={14} />
          ) : query ? (
            <CloseButton
              size="sm"
              className={classes.touchTarget}
              aria-label="Очистить поиск"
              onClick={() => onQueryChange('')}
            />
          ) : null
        }
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
      />
      {active && search.data ? (
        <Stack gap={2} aria-label="Результаты поиска">
          {search.data.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              Ничего не найдено
            </Text>
          ) : (
            search.data.map((message) => (
              <UnstyledButton
                key={message.id}
                className={classes.item}
                style={{ display: 'block' }}
                onClick={() =>
                  void navigate(conversationPath(message.chat_conversation_id, message.id))
                }
              >
                <Text size="xs" c="dimmed" truncate="end">
                  {names.get(message.chat_conversation_id) ?? 'Диалог'} ·{' '}
                  {message.chat_user?.name ?? ''} · {formatMessageTime(message.created_at)}
                </Text>
                <Text size="sm" lineClamp={3}>
                  <Highlighted text={message.text} query={debounced} />
                </Text>
              </UnstyledButton>
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
