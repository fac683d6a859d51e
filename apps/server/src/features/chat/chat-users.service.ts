import type { ChatUser } from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { ChatUserRow } from '../../db/schema/chat.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';

import {
  listConversationsOfChatUser,
  listParticipantsOf,
} from './chat-conversations.repository.ts';
import {
  ensureChatUserRow,
  findChatUser,
  findChatUserByUserId,
  updateChatUser,
} from './chat-users.repository.ts';
import { chatUserNotFound, notEnoughRights } from './chat.errors.ts';
import { serializeChatUser } from './chat.serializers.ts';

/** The caller as the chat sees them. */
export type ChatActor = {
  user: Pick<UserRow, 'id' | 'name' | 'lastName' | 'roleSlug'>;
  chatUser: ChatUserRow;
};

/** «Имя Фамилия» of a user, the name of their chat user. */
export function chatNameOf(user: Pick<UserRow, 'name' | 'lastName'>): string {
  return [user.name, user.lastName].filter(Boolean).join(' ');
}

/** SPEC §7 chat user calls: the caller's chat identity, online state, visibility of others. */
export function createChatUsersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return { actorOf, ensureChatUserOf, getChatUser, updateOwn, setOnline, setOfflineById };

  /**
   * The caller's chat user: the one the auth hook found with the token, or created on their
   * first chat call.
   */
  async function actorOf(caller: {
    user: ChatActor['user'];
    chatUser?: ChatUserRow | null;
  }): Promise<ChatActor> {
    return {
      user: caller.user,
      chatUser: caller.chatUser ?? (await ensureChatUserOf(caller.user)),
    };
  }

  async function ensureChatUserOf(user: Pick<UserRow, 'id' | 'name' | 'lastName'>) {
    return (
      (await findChatUserByUserId(db, user.id)) ??
      ensureChatUserRow(db, { userId: user.id, name: chatNameOf(user) })
    );
  }

  /** Oneself, or a chat user sharing a conversation with the caller. */
  async function getChatUser(actor: ChatActor, id: number | 'current'): Promise<ChatUser> {
    if (id === 'current' || id === actor.chatUser.id) return serializeChatUser(actor.chatUser);
    const mine = await listConversationsOfChatUser(db, actor.chatUser.id);
    const participants = await listParticipantsOf(
      db,
      mine.map((item) => item.conversation.id),
    );
    if (!participants.some((p) => p.chatUser.id === id)) throw chatUserNotFound();
    const row = await findChatUser(db, id);
    if (!row) throw chatUserNotFound();
    return serializeChatUser(row);
  }

  async function updateOwn(
    actor: ChatActor,
    id: number | 'current',
    patch: { name?: string | undefined; state?: string | null | undefined },
  ) {
    if (id !== 'current' && id !== actor.chatUser.id) throw notEnoughRights();
    const clean = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    return serializeChatUser(await updateChatUser(db, actor.chatUser.id, clean, clock.now()));
  }

  async function setOnline(actor: ChatActor, online: boolean): Promise<ChatUser> {
    return serializeChatUser(await updateChatUser(db, actor.chatUser.id, { online }, clock.now()));
  }

  async function setOfflineById(actor: ChatActor, id: number): Promise<ChatUser> {
    if (id !== actor.chatUser.id) throw notEnoughRights();
    return setOnline(actor, false);
  }
}

export type ChatUsersService = ReturnType<typeof createChatUsersService>;
