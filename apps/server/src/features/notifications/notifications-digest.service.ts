import {
  CHAT_EMAIL_DIGEST_DELAY_MS,
  chatNotificationData,
  DEFAULT_NOTIFICATION_PREFERENCES,
  isChannelEnabled,
  NOTIFICATION_TYPE,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { Delivery } from '../../platform/delivery.ts';

import { stillForTheirUsers, type ChatMembersNow } from './notifications-audience.service.ts';
import {
  claimDueDigestNotifications,
  findDigestConversations,
  findDigestMessages,
  markNotificationsEmailed,
  type DigestNotificationRow,
} from './notifications-digest.repository.ts';
import {
  composeDigestMail,
  type DigestConversation,
  type DigestLetter,
} from './notifications-digest.mail.ts';

/**
 * Ours: notifications older than this are never e-mailed. It bounds each sweep, and a user who
 * turns the chat e-mails on again (or the first start after an upgrade) gets no letter about
 * messages from days ago.
 */
export const CHAT_EMAIL_DIGEST_MAX_AGE_MS = 24 * 3_600_000;
/** Ours: the most notifications one sweep takes; the rest wait for the next one. */
export const DIGEST_BATCH_LIMIT = 1_000;

const TYPE = NOTIFICATION_TYPE.NEW_CHAT_MESSAGE;

/** What one sweep did; a failed letter's notifications stay for the next sweep. */
export type DigestRun = { sent: number; failures: { userId: number; error: unknown }[] };

/** A claimed notification as the letter shows it, or null when there is nothing to show. */
type DigestItem = { conversationId: number; sender: string; text: string } | null;

type Content = {
  messages: Map<number, { text: string; deleted: boolean }>;
  conversations: Map<number, string>;
};

async function loadContent(db: Db, rows: DigestNotificationRow[]): Promise<Content> {
  const data = rows.map((row) => chatNotificationData(row)?.message);
  const messageIds = data.flatMap((d) => (d?.id === undefined ? [] : [d.id]));
  const conversationIds = [...new Set(data.flatMap((d) => (d ? [d.chat_conversation_id] : [])))];
  // One after the other: both run on the sweep's transaction, a single connection.
  const messages = await findDigestMessages(db, [...new Set(messageIds)]);
  const conversations = await findDigestConversations(db, conversationIds);
  return {
    messages: new Map(messages.map((m) => [m.id, { text: m.text, deleted: m.deletedAt !== null }])),
    conversations: new Map(conversations.map((c) => [c.id, c.name])),
  };
}

/** The claimed rows per user (they come ordered by user). */
function groupByUser(rows: DigestNotificationRow[]): DigestNotificationRow[][] {
  const groups = new Map<number, DigestNotificationRow[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return [...groups.values()];
}

/**
 * The message as it is now: an edited text is shown edited; a deleted message, a deleted
 * conversation or data we cannot read is left out.
 */
function toItem(row: DigestNotificationRow, content: Content): DigestItem {
  const message = chatNotificationData(row)?.message;
  if (!message || !content.conversations.has(message.chat_conversation_id)) return null;
  const current = message.id === undefined ? undefined : content.messages.get(message.id);
  if (message.id !== undefined && (!current || current.deleted)) return null;
  return {
    conversationId: message.chat_conversation_id,
    sender: message.chat_user.name,
    text: current?.text ?? message.text,
  };
}

/** Sends the letter; a failure is reported, not thrown, so the other users still get theirs. */
async function send(delivery: Delivery, to: string, letter: DigestLetter): Promise<unknown> {
  try {
    await delivery.sendNotice({ channel: 'email', to, ...composeDigestMail(letter) });
    return null;
  } catch (error) {
    return error ?? new Error('send failed');
  }
}

/**
 * The chat e-mail digest. Every sweep takes the users whose chat notifications have been
 * unread for {@link CHAT_EMAIL_DIGEST_DELAY_MS} and sends each one letter about all their unread,
 * not yet e-mailed chat notifications, grouped by conversation. Read notifications (read_at set,
 * or removed by the SPEC §4 read rule), users with the chat e-mail off and
 * conversations the user is no longer a member of are never mailed.
 */
export function createNotificationsDigestService(deps: {
  db: Db;
  delivery: Delivery;
  /** The public address of the web app, links in the letter point there. */
  appUrl: string;
  /** Chat membership now, checked when the sweep runs. */
  membersNow: ChatMembersNow;
  clock?: Clock;
}) {
  const clock = deps.clock ?? systemClock;
  const appUrl = deps.appUrl.replace(/\/+$/, '');
  return { runDigest };

  function letterOf(rows: DigestNotificationRow[], content: Content): DigestLetter | null {
    const byConversation = new Map<number, DigestConversation>();
    for (const item of rows.map((row) => toItem(row, content))) {
      if (!item) continue;
      let conversation = byConversation.get(item.conversationId);
      if (!conversation) {
        conversation = {
          name: content.conversations.get(item.conversationId) ?? '',
          url: `${appUrl}/chat/${item.conversationId}`,
          messages: [],
        };
        byConversation.set(item.conversationId, conversation);
      }
      conversation.messages.push({ sender: item.sender, text: item.text });
    }
    const first = rows[0];
    if (!first || byConversation.size === 0) return null;
    return { recipientName: first.userName, conversations: [...byConversation.values()] };
  }

  /**
   * One user's letter, then emailed_at on their claimed notifications unless sending failed.
   * Only what `mailable` keeps is in the letter (conversations they still belong to).
   */
  async function deliver(
    tx: Db,
    rows: DigestNotificationRow[],
    content: Content,
    { now, run, mailable }: { now: Date; run: DigestRun; mailable: Set<string> },
  ): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const letter = letterOf(
      rows.filter((row) => mailable.has(row.id)),
      content,
    );
    const error = letter && first.email ? await send(deps.delivery, first.email, letter) : null;
    if (error) {
      run.failures.push({ userId: first.userId, error });
      return;
    }
    if (letter) run.sent += 1;
    await markNotificationsEmailed(
      tx,
      rows.map((row) => row.id),
      now,
    );
  }

  /**
   * One sweep, in one transaction holding the claimed rows: the letters go out, then their
   * notifications get emailed_at (those left out of a letter too, so no sweep looks at them
   * again). Started every minute by the schedule; tests call it directly.
   */
  async function runDigest(): Promise<DigestRun> {
    const now = clock.now();
    return deps.db.transaction(async (tx) => {
      const run: DigestRun = { sent: 0, failures: [] };
      const rows = await claimDueDigestNotifications(tx, {
        type: TYPE,
        dueBefore: new Date(now.getTime() - CHAT_EMAIL_DIGEST_DELAY_MS),
        notBefore: new Date(now.getTime() - CHAT_EMAIL_DIGEST_MAX_AGE_MS),
        emailByDefault: isChannelEnabled(DEFAULT_NOTIFICATION_PREFERENCES, TYPE, 'email'),
        limit: DIGEST_BATCH_LIMIT,
      });
      if (rows.length === 0) return run;
      const content = await loadContent(tx, rows);
      // On the sweep's transaction: PGlite has one connection, and it holds it.
      const kept = await stillForTheirUsers(tx, rows, deps.membersNow);
      const mailable = new Set(kept.map((row) => row.id));
      for (const userRows of groupByUser(rows)) {
        await deliver(tx, userRows, content, { now, run, mailable });
      }
      return run;
    });
  }
}

export type NotificationsDigestService = ReturnType<typeof createNotificationsDigestService>;
