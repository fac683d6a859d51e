import type { FastifyInstance } from 'fastify';

import {
  chatConversationsRoutes,
  chatRefactorConversationsRoutes,
} from '../features/chat/chat-conversations.routes.ts';
import { chatFilesRoutes } from '../features/chat/chat-files.routes.ts';
import { chatInboxRoutes } from '../features/chat/chat-inbox.routes.ts';
import { chatTemplatesRoutes } from '../features/chat/chat-templates.routes.ts';
import {
  chatLegacyMessagesRoutes,
  chatRefactorMessagesRoutes,
  chatSearchRoutes,
} from '../features/chat/chat-messages.routes.ts';
import { chatUsersRoutes } from '../features/chat/chat-users.routes.ts';
import type { Services } from '../services.ts';

/** The older (`/api/chat`), newer (`chat-refactor`) and v1 chat calls. */
export async function registerChatRoutes(app: FastifyInstance, services: Services) {
  const chat = {
    chatUsers: services.chatUsers,
    chatConversations: services.chatConversations,
    chatMessages: services.chatMessages,
  };
  await app.register(chatLegacyMessagesRoutes, { prefix: '/api/chat', ...chat });
  await app.register(chatRefactorMessagesRoutes, { prefix: '/api/v1/chat-refactor', ...chat });
  await app.register(chatConversationsRoutes, { prefix: '/api/v1/chat', ...chat });
  await app.register(chatRefactorConversationsRoutes, { prefix: '/api/v1/chat-refactor', ...chat });
  await app.register(chatUsersRoutes, {
    prefix: '/api/v1/chat',
    ...chat,
    chatSession: services.chatSession,
  });
  await app.register(chatSearchRoutes, {
    prefix: '/api/v1/chat',
    ...chat,
    chatSearch: services.chatSearch,
  });
  await app.register(chatFilesRoutes, {
    prefix: '/api/v1/chat',
    chatFiles: services.chatFiles,
    chatUsers: services.chatUsers,
  });
  await app.register(chatInboxRoutes, {
    prefix: '/api/v1/chat',
    chatUsers: services.chatUsers,
    chatInbox: services.chatInbox,
  });
  await app.register(chatTemplatesRoutes, {
    prefix: '/api/v1/chat',
    chatTemplates: services.chatTemplates,
  });
}
