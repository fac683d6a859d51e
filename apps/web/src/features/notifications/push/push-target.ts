/** A path of this site, or null: a push never leads the user to another origin. */
export function safeAppPath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : null;
}

/** A conversation id from push data (FCM data values are strings), or null. */
export function pushConversationId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * SPEC §2: a tapped push about a conversation opens the chat-dialog route (`/chat-dialog/:id`,
 * the router's name for it); any other push opens its own `url`, or the main page. The same rule
 * as the service worker's (apps/web/src/sw/push.js).
 */
export function pushTargetPath(data: Record<string, unknown> | null | undefined): string {
  const conversationId = pushConversationId(data?.chat_conversation_id);
  if (conversationId) return `/chat-dialog/${conversationId}`;
  return safeAppPath(data?.url) ?? '/';
}

/** The conversation a path shows (`/chat/:id`), or null. */
export function conversationIdOfPath(pathname: string): number | null {
  const match = /^\/chat\/(\d+)\/?$/.exec(pathname);
  return match ? pushConversationId(match[1]) : null;
}
