import type { ListedMessage } from '@kabinet/domain/chat';
import { Center, Loader, Text } from '@mantine/core';
import { useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';

import { buildMessageRows, type MessageRow } from '../model.ts';
import { useSendsStore } from '../store.ts';
import classes from './chat.module.css';
import { MessageBubble, type MessageActions } from './message-bubble.tsx';
import { useMessageListScroll } from './use-message-list-scroll.ts';

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

type RowProps = Pick<
  MessageListProps,
  'meId' | 'isMaster' | 'showAuthors' | 'highlightedId' | 'actions'
>;

function DaySeparator({ label }: { label: string }) {
  return (
    <div className={classes.day} role="separator" aria-label={label}>
      <span className={classes.dayLabel}>{label}</span>
    </div>
  );
}

/** A message row: its bubble with the send progress or failure of a message on its way. */
function MessageRowBubble({ message, ...props }: RowProps & { message: ListedMessage }) {
  const progress = useSendsStore((s) => s.progress);
  const failed = useSendsStore((s) => s.failed);
  const clientId = message.extra.client_id;
  return (
    <MessageBubble
      message={message}
      own={message.chat_user_id === props.meId}
      showAuthor={props.showAuthors}
      canDelete={message.chat_user_id === props.meId || props.isMaster}
      highlighted={message.id !== null && message.id === props.highlightedId}
      progress={clientId ? progress[clientId] : undefined}
      failure={clientId ? failed[clientId] : undefined}
      actions={props.actions}
    />
  );
}

/** One virtual item, placed where the virtualizer measured it. */
function VirtualRow({
  item,
  row,
  virtualizer,
  ...props
}: RowProps & {
  item: VirtualItem;
  row: MessageRow;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
}) {
  return (
    <div
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
        <MessageRowBubble message={row.message} {...props} />
      )}
    </div>
  );
}

function useMessageVirtualizer(rows: MessageRow[], scrollRef: { current: HTMLDivElement | null }) {
  return useVirtualizer({
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
}

/**
 * The conversation's messages, virtualised (performance-anchors §3.4: TanStack Virtual's chat
 * mode — anchored to the end, following appends, stable when older pages are prepended).
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasMore, loadingOlder, scrollRequest, onLoadOlder, ...rowProps } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo<MessageRow[]>(() => buildMessageRows(messages), [messages]);
  const virtualizer = useMessageVirtualizer(rows, scrollRef);
  const onScroll = useMessageListScroll({
    rows,
    virtualizer,
    scrollRef,
    meId: props.meId,
    scrollRequest,
    canLoadOlder: hasMore && !loadingOlder,
    onLoadOlder,
  });

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
          {virtualizer.getVirtualItems().map((item) => (
            <VirtualRow
              key={item.key}
              item={item}
              row={rows[item.index] as MessageRow}
              virtualizer={virtualizer}
              {...rowProps}
            />
          ))}
        </div>
      )}
    </div>
  );
}
