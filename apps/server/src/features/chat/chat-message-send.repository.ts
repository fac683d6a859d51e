import type { Db } from '../../db/client.ts';
import { companyUsableBySql } from '../../db/company-rows.ts';
import { preparedSql } from '../../db/prepared-sql.ts';

import type { MessageRow } from './chat-messages.repository.ts';

/** A file of a new message, as chat-files.service.ts stored it. */
export type NewMessageFile = {
  name: string;
  mime: string;
  size: number;
  kind: string;
  storageKey: string;
  previewKey: string | null;
};

/** An active participant as the send's notifications need them. */
export type ParticipantPresence = {
  chatUserId: number;
  userId: number | null;
  online: boolean;
  currentChatConversationId: number | null;
  /**
   * A member now: an active account that can still use the conversation's company (chat.policy
   * and chat-membership.service's currentMembersOf ask the same), read by the storing statement
   * so notifying those away costs no query of its own.
   */
  member: boolean;
};

/** A message to store; its conversation, seq and time come from the batch. */
export type NewMessage = {
  chatUserId: number;
  userId: number;
  text: string;
  type: MessageRow['type'];
  replyMessageId: number | null;
  clientId: string | null;
  extra: MessageRow['extra'];
  files: readonly NewMessageFile[];
  /** Left out: the cabinet. */
  source?: MessageRow['source'];
};

/** What a batch stored: each new message at its place in the batch, and who takes part. */
export type StoredBatch = {
  rows: Map<number, MessageRow>;
  participants: ParticipantPresence[];
};

type Row = Omit<MessageRow, 'seq' | 'changeSeq'> & {
  seq: string | number;
  changeSeq: string | number;
  ord: number;
  participants: ParticipantPresence[];
};

// ARCHITECTURE §3 for a batch of messages to one conversation, in one statement, so the
// conversation's row lock is held only inside PostgreSQL, never across round trips to the app
// (under load each round trip waited for a turn of the event loop, and every send to
// the conversation queued behind it), and one commit stores the whole batch. Messages whose
// client id their sender already used are left out (retries). The others take the next seqs and
// change_seqs in batch order (locking the conversation), are inserted with their files, and count
// as unread for every other active participant; the answer also says who the participants are
// and which of them are members now (whom a notification may reach).
// A message is written only while its sender may send there (chat.policy.ts: an active
// participant who can still use the conversation's company), checked in the same statement as
// the write: a plain text send needs no access query of its own, and the window
// between a check and the write shrinks to the statement's own snapshot.
const insertBatchInOrder = preparedSql<Row>(
  'chat_messages_insert_in_order',
  `with input as (
     select m.* from jsonb_to_recordset($2::jsonb) as m(
       ord integer, chat_user_id integer, user_id integer, text text, type text,
       reply_message_id integer, client_id text, extra jsonb, files jsonb, source text)
   ), fresh as (
     select input.*, nextval(pg_get_serial_sequence('chat_messages', 'id')) as id
       from input
      where not exists (
        select 1 from chat_messages stored
         where stored.conversation_id = $1 and stored.chat_user_id = input.chat_user_id
           and stored.client_id = input.client_id)
        and exists (
        select 1 from chat_participants p
         where p.conversation_id = $1 and p.chat_user_id = input.chat_user_id and p.left_at is null)
        and exists (
        select 1 from chat_conversations c
         where c.id = $1 and ${companyUsableBySql('c.company_id', 'input.user_id')})
      order by input.ord
   ), numbered as (
     select fresh.*, row_number() over (order by fresh.ord) as n, count(*) over () as added
       from fresh
   ), taken as (
     update chat_conversations
        set last_seq = last_seq + (select count(*) from fresh),
            last_change_seq = last_change_seq + (select count(*) from fresh),
            last_message_id = (select id from numbered order by n desc limit 1),
            last_message_at = $3
      where id = $1 and exists (select 1 from fresh)
      returning last_seq, last_change_seq
   ), inserted as (
     insert into chat_messages (id, conversation_id, seq, change_seq, chat_user_id, user_id,
                                text, type, reply_message_id, client_id, extra, source, created_at, updated_at)
     select numbered.id, $1, taken.last_seq - numbered.added + numbered.n,
            taken.last_change_seq - numbered.added + numbered.n, numbered.chat_user_id,
            numbered.user_id, numbered.text, numbered.type, numbered.reply_message_id,
            numbered.client_id, numbered.extra, coalesce(numbered.source, 'cabinet'), $3, $3
       from taken, numbered
     returning id, conversation_id as "conversationId", seq, change_seq as "changeSeq",
               chat_user_id as "chatUserId", user_id as "userId", text, type,
               reply_message_id as "replyMessageId", client_id as "clientId", extra,
               created_at as "createdAt", updated_at as "updatedAt", deleted_at as "deletedAt",
               read_at as "readAt", source
   ), files as (
     insert into chat_message_files (message_id, name, mime, size, kind, storage_key, preview_key)
     select numbered.id, file.name, file.mime, file.size, file.kind, file.storage_key,
            file.preview_key
       from taken, numbered,
            jsonb_to_recordset(numbered.files) as file(name text, mime text, size integer,
                                                       kind text, storage_key text,
                                                       preview_key text, ord integer)
      order by numbered.n, file.ord
   ), counted as (
     update chat_participants p
        set unread_count = unread_count
              + (select count(*) from numbered where numbered.chat_user_id <> p.chat_user_id)
      where p.conversation_id = $1 and p.left_at is null and exists (select 1 from taken)
        and exists (select 1 from numbered where numbered.chat_user_id <> p.chat_user_id)
   )
   select inserted.*, numbered.ord,
          coalesce((select json_agg(json_build_object(
                      'chatUserId', u.id, 'userId', u.user_id, 'online', u.online,
                      'currentChatConversationId', u.current_chat_conversation_id,
                      'member', u.user_id is not null
                        and exists (select 1 from users member
                                     where member.id = u.user_id and member.status = 'ACTIVE')
                        and ${companyUsableBySql('conv.company_id', 'u.user_id')})
                      order by p.joined_at, u.id)
                      from chat_participants p join chat_users u on u.id = p.chat_user_id
                      join chat_conversations conv on conv.id = p.conversation_id
                     where p.conversation_id = $1 and p.left_at is null), '[]') as participants
     from inserted join numbered on numbered.id = inserted.id
    order by inserted.seq`,
);

/** A lone UTF-16 surrogate and the code unit that cannot pair with it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * JSON's escape of a lone surrogate (`\ud800`) is refused by jsonb, so strings go in as a text
 * parameter always went: a lone surrogate becomes U+FFFD, as UTF-8 encoding makes it.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value;

/**
 * Stores `messages` in the conversation's order (see above), all at `at`. A message missing from
 * the answer was not written: its client id was taken (a retry), its sender may not send there,
 * or the conversation is gone.
 */
export async function insertMessagesInOrder(
  db: Db,
  conversationId: number,
  messages: readonly NewMessage[],
  at: Date,
): Promise<StoredBatch> {
  const input = messages.map((message, ord) => ({
    ord,
    chat_user_id: message.chatUserId,
    user_id: message.userId,
    text: message.text,
    type: message.type,
    reply_message_id: message.replyMessageId,
    client_id: message.clientId,
    extra: message.extra,
    source: message.source ?? 'cabinet',
    files: message.files.map((file, fileOrd) => ({
      name: file.name,
      mime: file.mime,
      size: file.size,
      kind: file.kind,
      storage_key: file.storageKey,
      preview_key: file.previewKey,
      ord: fileOrd,
    })),
  }));
  const found = await insertBatchInOrder(db, [
    conversationId,
    JSON.stringify(input, wellFormed),
    at,
  ]);
  const rows = new Map<number, MessageRow>();
  for (const { participants: _, ord, seq, changeSeq, ...rest } of found) {
    rows.set(ord, { ...rest, seq: Number(seq), changeSeq: Number(changeSeq) });
  }
  return { rows, participants: found[0]?.participants ?? [] };
}
