import { isPreSent, type ListedMessage } from '@kabinet/domain/chat';
import { Center, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

import { buildMessageRows, type MessageRow } from '../model.ts';
import { useSendsStore } from '../store.ts';
import classes from './chat.module.css';
import { MessageBubble, type MessageActions } from './message-bubble.tsx';

export interface MessageListProps {
  messages: ListedMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  meId: number;
  /** The conversation master may delete any message (docs/api/chat.md moderation). */
  isMaster: boolean;
  /** Group conversations show the author above others' messages. */
  showAuthors: boolean;
  highlightedId: number | null;
  /** Index of a message to bring into view (a jump), with a counter so a repeat scrolls again. */
  scrollRequest: { index: number; nonce: number } | null;
  onLoadOlder: () => void;
  actions: MessageActions;
}

const LOAD_OLDER_AT_PX = 240;

function DaySeparator({ label }: { label: string }) {
  return (
    <div className={classes.day} role="separator" aria-label={label}>
      <span className={classes.dayLabel}>{label}</span>
    </div>
  );
}

/**
 * The conversation's messages, virtualised (performance-anchors §3.4: TanStack Virtual's chat
 * mode — anchored to the end, following appends, stable when older pages are prepended).
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasMore, loadingOlder, meId, isMaster, showAuthors, highlightedId } = props;
  const { scrollRequest, onLoadOlder, actions } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo<MessageRow[]>(() => buildMessageRows(messages), [messages]);
  const progress = useSendsStore((s) => s.progress);
  const failed = useSendsStore((s) => s.failed);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === 'day' ? 38 : 72),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 6,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 120,
    paddingStart: 8,
    paddingEnd: 8,
    initialRect: { width: 640, height: 720 },
  });

  // Opening a conversation shows its newest message.
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current || rows.length === 0) return;
    opened.current = true;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, virtualizer]);

  // One's own new message always comes into view, even when reading older history.
  const lastRow = rows.at(-1);
  const lastOwnPreSent =
    lastRow?.kind === 'message' &&
    lastRow.message.chat_user_id === meId &&
    isPreSent(lastRow.message)
      ? lastRow.key
      : null;
  useEffect(() => {
    if (lastOwnPreSent) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [lastOwnPreSent, rows.length, virtualizer]);

  useEffect(() => {
    if (!scrollRequest) return;
    const rowIndex = rows.findIndex((r) => r.kind === 'message' && r.index === scrollRequest.index);
    if (rowIndex >= 0) virtualizer.scrollToIndex(rowIndex, { align: 'center' });
    // rows are read at the time of the request only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRequest, virtualizer]);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (element && element.scrollTop < LOAD_OLDER_AT_PX && hasMore && !loadingOlder) onLoadOlder();
  }, [hasMore, loadingOlder, onLoadOlder]);

  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      className={classes.listBackground}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      role="log"
      aria-label="Сообщения"
      aria-live="polite"
    >
      {loadingOlder ? (
        <Center py="xs">
          <Loader size="sm" aria-label="Загрузка истории" />
        </Center>
      ) : null}
      {rows.length === 0 ? (
        <Center h="100%">
          <Text c="dimmed" size="sm">
            Сообщений пока нет — напишите первым
          </Text>
        </Center>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as MessageRow;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {row.kind === 'day' ? (
                  <DaySeparator label={row.label} />
                ) : (
                  <MessageBubble
                    message={row.message}
                    own={row.message.chat_user_id === meId}
                    showAuthor={showAuthors}
                    canDelete={row.message.chat_user_id === meId || isMaster}
                    highlighted={row.message.id !== null && row.message.id === highlightedId}
                    progress={
                      row.message.extra.client_id
                        ? progress[row.message.extra.client_id]
                        : undefined
                    }
                    failure={
                      row.message.extra.client_id ? failed[row.message.extra.client_id] : undefined
                    }
                    actions={actions}
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
