import * as z from 'zod';

import { actUserEventSchemas, type ActUserEvents } from '../acts/acts.schemas.ts';
import {
  managementUserEventSchemas,
  type ManagementUserEvents,
} from '../management-accounting/management-events.ts';
import { companyUserEventSchemas, type CompanyUserEvents } from '../companies/companies.events.ts';
import {
  notificationChannelEventSchemas,
  type NotificationChannelEvents,
} from '../notifications/notifications.events.ts';
import {
  onlinePaymentUserEventSchemas,
  type OnlinePaymentUserEvents,
} from '../online-payments/online-payment.schemas.ts';
import {
  operationUserEventSchemas,
  type OperationUserEvents,
} from '../operations/operations.schemas.ts';
import { orderUserEventSchemas, type OrderUserEvents } from '../orders/orders.schemas.ts';
import { referralUserEventSchemas, type ReferralUserEvents } from '../referral/referral.schemas.ts';
import { reportUserEventSchemas, type ReportUserEvents } from '../reports/reports.schemas.ts';
import { parseChannelName } from './channels.ts';
import { taskUserEventSchemas, type TaskUserEvents } from '../tasks/tasks.schemas.ts';
import {
  companyTariffUserEventSchemas,
  type CompanyTariffUserEvents,
} from '../tariffs/company-tariffs.events.ts';

import {
  chatUserSchema,
  conversationSchema,
  messageSchema,
  readMessageSchema,
  type Conversation,
  type Message,
} from '../chat/chat.schemas.ts';

const id = z.number().int().positive();

/**
 * Payload of MessageDeleted (and the delete answer): which message left which conversation, and
 * the change_seq the delete took (ARCHITECTURE §3 change log).
 */
export const messageDeletedSchema = z.object({
  id,
  chat_conversation_id: id,
  change_seq: z.number().int().nonnegative(),
});
/** MessageDeleted payload. */
export type MessageDeleted = z.infer<typeof messageDeletedSchema>;

/** Payload of MessagesRead: the reader and the messages now read (SPEC §7 read_messages). */
export const messagesReadSchema = z.object({
  chat_conversation_id: id,
  chat_user_id: id,
  read_messages: z.array(readMessageSchema),
});
/** MessagesRead payload. */
export type MessagesRead = z.infer<typeof messagesReadSchema>;

/** Payload of ChatUserJoined: a chat user became a participant (invited or joined). */
export const chatUserJoinedSchema = z.object({
  chat_conversation_id: id,
  chat_user: chatUserSchema,
});
/** ChatUserJoined payload. */
export type ChatUserJoined = z.infer<typeof chatUserJoinedSchema>;

/** Payload of ChatUserLeft: a participant left, or was removed by the master (`removed_by`). */
export const chatUserLeftSchema = z.object({
  chat_conversation_id: id,
  chat_user_id: id,
  removed_by_chat_user_id: id.nullable(),
});
/** ChatUserLeft payload. */
export type ChatUserLeft = z.infer<typeof chatUserLeftSchema>;

/**
 * CONVENTIONS §4.5 / ARCHITECTURE §3: server events on `presence-chat.{conversationId}`, each with
 * the same JSON the REST API answers, published after commit.
 * - `MessageSent`: a new message (carries `seq`; a gap means «catch up after the last seq»).
 * - `MessageUpdated`: an edited message (SPEC §4: edited when updated_at ≠ created_at).
 * - `MessageDeleted`: {id, chat_conversation_id, change_seq}.
 * - `MessagesRead`: a participant read messages (SPEC §4 opening marks others' messages read).
 * - `ConversationUpdated`: name, settings or other conversation fields changed.
 * - `ChatUserJoined` / `ChatUserLeft`: participation changed (invite, join, leave, removal).
 *   Being online is not an event: the presence channel's member list carries it (SPEC §4).
 */
export interface PresenceChatEvents {
  MessageSent: Message;
  MessageUpdated: Message;
  MessageDeleted: MessageDeleted;
  MessagesRead: MessagesRead;
  ConversationUpdated: Conversation;
  ChatUserJoined: ChatUserJoined;
  ChatUserLeft: ChatUserLeft;
}

/** Runtime schemas of {@link PresenceChatEvents}. */
export const presenceChatEventSchemas = {
  MessageSent: messageSchema,
  MessageUpdated: messageSchema,
  MessageDeleted: messageDeletedSchema,
  MessagesRead: messagesReadSchema,
  ConversationUpdated: conversationSchema,
  ChatUserJoined: chatUserJoinedSchema,
  ChatUserLeft: chatUserLeftSchema,
} satisfies { [K in keyof PresenceChatEvents]: z.ZodType<PresenceChatEvents[K], unknown> };

/** SPEC §7/ARCHITECTURE §3: `client-typing`, sent by a client and relayed to the others. */
export const typingEventSchema = z.object({
  chat_user_id: id,
  name: z.string().max(255),
  typing: z.boolean(),
});
/** client-typing payload. */
export type TypingEvent = z.infer<typeof typingEventSchema>;

/** CONVENTIONS §4.5: client events allowed on `presence-chat.{id}` (Pusher `client-` prefix). */
export interface PresenceChatClientEvents {
  'client-typing': TypingEvent;
}

/** Runtime schemas of {@link PresenceChatClientEvents}; anything else is dropped. */
export const presenceChatClientEventSchemas = {
  'client-typing': typingEventSchema,
} satisfies { [K in keyof PresenceChatClientEvents]: z.ZodType<PresenceChatClientEvents[K]> };

/**
 * Who is on a `presence-chat` channel (its member info, ARCHITECTURE §3): SPEC §4 syncs online
 * presence from this list.
 */
export const chatPresenceMemberSchema = z.object({
  chat_user_id: id,
  user_id: id.nullable(),
  name: z.string(),
});
/** A member of a presence-chat channel. */
export type ChatPresenceMember = z.infer<typeof chatPresenceMemberSchema>;

/** Payload of ConversationRemoved: the user is no longer a participant. */
export const conversationRemovedSchema = z.object({ chat_conversation_id: id });
/** ConversationRemoved payload. */
export type ConversationRemoved = z.infer<typeof conversationRemovedSchema>;

/**
 * CONVENTIONS §4.5: events on `private-user.{userId}` — the notification events (SPEC §7
 * ChatConversationNotificationsRead, NotificationCreated, NotificationsRead), the company events
 * (CompanyInvitationCreated, CompanyUserRemoved), the tariff event (CompanyTariffStatusChanged), the online payment event (OnlinePaymentUpdated), the task event (TaskChanged), the acts event (ActChanged), the order event (OrderChanged), the operations import progress (OperationsImportProgress), the report event (ReportChanged), the referral event (ReferralChanged), the management accounting event (ManagementAccountingChanged),
 * plus `ConversationAdded` (the user was invited to or joined a conversation: subscribe to it)
 * and `ConversationRemoved` (the user left or was removed: unsubscribe, drop it from the list).
 */
export interface PrivateUserEvents
  extends
    NotificationChannelEvents,
    CompanyUserEvents,
    CompanyTariffUserEvents,
    OnlinePaymentUserEvents,
    TaskUserEvents,
    ActUserEvents,
    OrderUserEvents,
    OperationUserEvents,
    ReportUserEvents,
    ReferralUserEvents,
    ManagementUserEvents {
  ConversationAdded: Conversation;
  ConversationRemoved: ConversationRemoved;
}

/** Runtime schemas of {@link PrivateUserEvents}. */
export const privateUserEventSchemas = {
  ...notificationChannelEventSchemas,
  ...companyUserEventSchemas,
  ...companyTariffUserEventSchemas,
  ...onlinePaymentUserEventSchemas,
  ...taskUserEventSchemas,
  ...actUserEventSchemas,
  ...orderUserEventSchemas,
  ...operationUserEventSchemas,
  ...reportUserEventSchemas,
  ...referralUserEventSchemas,
  ...managementUserEventSchemas,
  ConversationAdded: conversationSchema,
  ConversationRemoved: conversationRemovedSchema,
} satisfies { [K in keyof PrivateUserEvents]: z.ZodType<PrivateUserEvents[K], unknown> };

/** Event maps by channel kind (the prefix of the channel name), for a generic emitter/hook. */
export interface ChannelEventMaps {
  'presence-chat': PresenceChatEvents;
  'private-user': PrivateUserEvents;
}

/** Names of the server events of each channel kind, for runtime checks. */
export const CHANNEL_EVENT_NAMES = {
  'presence-chat': Object.keys(presenceChatEventSchemas) as (keyof PresenceChatEvents)[],
  'private-user': Object.keys(privateUserEventSchemas) as (keyof PrivateUserEvents)[],
};

/**
 * ARCHITECTURE §3: the conversation id of a `presence-chat.{id}` channel name, or `null` for any
 * other name (a private-user channel, a malformed or unknown one).
 */
export function conversationIdOfChannel(name: string): number | null {
  const parsed = parseChannelName(name);
  return parsed?.kind === 'presence-chat' ? parsed.conversationId : null;
}
