import { isPreSent } from '@kabinet/domain/chat';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

import type { MessageRow } from '../model.ts';

const LOAD_OLDER_AT_PX = 240;

/**
 * Where the message list scrolls by itself: to the newest message when opened, to one's own new
 * message, to a jump target; and the older page when the reader nears the top (SPEC §9).
 */
export function useMessageListScroll({
  rows,
  virtualizer,
  scrollRef,
  meId,
  scrollRequest,
  canLoadOlder,
  onLoadOlder,
}: {
  rows: MessageRow[];
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  scrollRef: RefObject<HTMLDivElement | null>;
  meId: number;
  scrollRequest: { index: number; nonce: number } | null;
  canLoadOlder: boolean;
  onLoadOlder: () => void;
}) {
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

  return useCallback(() => {
    const element = scrollRef.current;
    if (element && element.scrollTop < LOAD_OLDER_AT_PX && canLoadOlder) onLoadOlder();
  }, [canLoadOlder, onLoadOlder, scrollRef]);
}
