import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from '../notifications/notifications.service.ts';

import { createChatConversationsService } from './chat-conversations.service.ts';
import { createChatFilesService } from './chat-files.service.ts';
import { createFileUrlSigner } from './chat-files.signing.ts';
import { createChatInboxService } from './chat-inbox.service.ts';
import { createChatLoader } from './chat-loader.service.ts';
import { createChatTemplatesService } from './chat-templates.service.ts';
import { createChatMembershipService } from './chat-membership.service.ts';
import { createChatMessagesService } from './chat-messages.service.ts';
import { createChatSearchService } from './chat-search.service.ts';
import { createChatSessionService } from './chat-session.service.ts';
import { createChatUsersService } from './chat-users.service.ts';

/** Creates the chat services once (CONVENTIONS 4.3 «Wiring»). */
export function createChatServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  appKey: string;
  /** The app's notification service (with push); a plain one when left out. */
  notifications?: NotificationsService;
}) {
  const { db, clock, storage, realtime } = deps;
  const signer = createFileUrlSigner(deps.appKey, clock);
  const loader = createChatLoader({ db, files: signer });
  const chatUsers = createChatUsersService({ db, clock });
  const chatFiles = createChatFilesService({ db, storage, signer });
  const notifications = deps.notifications ?? createNotificationsService({ db, realtime });
  const chatConversations = createChatConversationsService({
    db,
    clock,
    realtime,
    loader,
    chatUsers,
  });
  return {
    chatUsers,
    chatFiles,
    notifications,
    chatConversations,
    chatMembership: createChatMembershipService({ db, clock, realtime, loader, notifications }),
    chatMessages: createChatMessagesService({
      db,
      clock,
      realtime,
      loader,
      files: chatFiles,
      notifications,
    }),
    chatSession: createChatSessionService({ db, clock, loader, conversations: chatConversations }),
    chatSearch: createChatSearchService({ db, loader }),
    chatInbox: createChatInboxService({ db, loader }),
    chatTemplates: createChatTemplatesService({ db, clock }),
  };
}

export type ChatServices = ReturnType<typeof createChatServices>;
