/** SPEC §2 chat routes (the app's route table names them chat and chat-conversation). */
export const CHAT_PATH = '/chat';

export function conversationPath(id: number, messageId?: number): string {
  return messageId ? `/chat/${id}?message=${messageId}` : `/chat/${id}`;
}

/** The staff inbox and a conversation open in it. */
export const INBOX_PATH = '/inbox';

export function inboxConversationPath(id: number): string {
  return `${INBOX_PATH}/${id}`;
}
