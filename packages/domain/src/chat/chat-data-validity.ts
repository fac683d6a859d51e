/** Chat records that SPEC §5 checks before use. */
export type ChatDataKind = 'conversation' | 'chat_user' | 'user' | 'message';

const LABELS: Record<ChatDataKind, string> = {
  conversation: 'a chat conversation',
  chat_user: 'a chat user',
  user: 'a user',
  message: 'a chat message',
};

const isNumericId = (value: unknown): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * SPEC §5: why a chat record must be skipped, or `null` when it is usable — a conversation or a
 * user without a numeric id, a message without a numeric id or chat_conversation_id. The reason
 * is an English developer message for the console warning SPEC §5 asks for.
 */
export function findChatDataProblem(kind: ChatDataKind, value: unknown): string | null {
  const label = LABELS[kind];
  if (typeof value !== 'object' || value === null) return `Skipped ${label}: not an object`;
  const record = value as Record<string, unknown>;
  if (!isNumericId(record.id)) return `Skipped ${label} without a numeric id`;
  if (kind === 'message' && !isNumericId(record.chat_conversation_id)) {
    return `Skipped ${label} without a numeric chat_conversation_id`;
  }
  return null;
}

/** SPEC §5: whether a chat record is usable (see {@link findChatDataProblem} for the reason). */
export function isValidChatData(kind: ChatDataKind, value: unknown): boolean {
  return findChatDataProblem(kind, value) === null;
}

/**
 * SPEC §5: the usable records of a list; each skipped one is reported to `onSkip` with its
 * reason (the web passes `console.warn`). The order of the rest is kept.
 */
export function keepValidChatData<T>(
  kind: ChatDataKind,
  items: readonly T[],
  onSkip?: (reason: string, item: T) => void,
): T[] {
  return items.filter((item) => {
    const problem = findChatDataProblem(kind, item);
    if (problem !== null) onSkip?.(problem, item);
    return problem === null;
  });
}
