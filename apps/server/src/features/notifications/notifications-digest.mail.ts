import { FILE_CAPTION } from '@kabinet/domain/chat';
import { CHAT_EMAIL_DIGEST_DELAY_MS } from '@kabinet/domain/notifications';
import { formatCount, type PluralForms } from '@kabinet/domain/shared';

/** The subject of the chat digest. */
export const DIGEST_SUBJECT = 'Непрочитанные сообщения в Кабинете';

/** Ours: the longest message excerpt in the letter, in characters (longer ones end with «…»). */
export const DIGEST_EXCERPT_MAX = 200;
/** Ours: the newest messages listed per conversation; the rest are counted. */
export const DIGEST_MESSAGES_PER_CONVERSATION = 5;

const UNREAD_FORMS: PluralForms = [
  'непрочитанное сообщение',
  'непрочитанных сообщения',
  'непрочитанных сообщений',
];
const MESSAGE_FORMS: PluralForms = ['сообщение', 'сообщения', 'сообщений'];
// After «в течение»: the genitive (1 минуты, 2 минут, 5 минут).
const MINUTE_FORMS: PluralForms = ['минуты', 'минут', 'минут'];

/** A conversation in the digest: its messages oldest first. */
export type DigestConversation = {
  name: string;
  url: string;
  messages: { sender: string; text: string }[];
};

/** What the letter is made of. */
export type DigestLetter = { recipientName: string; conversations: DigestConversation[] };

/** A message as one line: whitespace folded, a file-only one as «Прикрепленный файл», cut. */
export function digestExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim() || FILE_CAPTION;
  const chars = Array.from(line);
  return chars.length > DIGEST_EXCERPT_MAX
    ? `${chars.slice(0, DIGEST_EXCERPT_MAX - 1).join('')}…`
    : line;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** User text inside HTML: never markup (a name or message could hold `<script>`). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function shownMessages(conversation: DigestConversation) {
  const shown = conversation.messages.slice(-DIGEST_MESSAGES_PER_CONVERSATION);
  const hidden = conversation.messages.length - shown.length;
  return {
    lines: shown.map((message) => ({ sender: message.sender, text: digestExcerpt(message.text) })),
    more: hidden > 0 ? `…и ещё ${formatCount(hidden, MESSAGE_FORMS)}` : null,
  };
}

function intro(letter: DigestLetter): { greeting: string; summary: string; footer: string[] } {
  const total = letter.conversations.reduce((sum, c) => sum + c.messages.length, 0);
  const minutes = Math.round(CHAT_EMAIL_DIGEST_DELAY_MS / 60_000);
  return {
    greeting: `Здравствуйте, ${letter.recipientName}!`,
    summary: `У вас ${formatCount(total, UNREAD_FORMS)} в Кабинете.`,
    footer: [
      `Письмо пришло, потому что сообщения не были прочитаны в течение ${formatCount(minutes, MINUTE_FORMS)}.`,
      'Отключить такие письма можно в Кабинете: Настройки → Уведомления.',
    ],
  };
}

function textBody(letter: DigestLetter): string {
  const { greeting, summary, footer } = intro(letter);
  const blocks = letter.conversations.map((conversation) => {
    const { lines, more } = shownMessages(conversation);
    return [
      `${conversation.name} — ${formatCount(conversation.messages.length, MESSAGE_FORMS)}`,
      ...lines.map((line) => `${line.sender}: ${line.text}`),
      ...(more ? [more] : []),
      `Открыть диалог: ${conversation.url}`,
    ].join('\n');
  });
  return [greeting, summary, ...blocks, footer.join('\n')].join('\n\n');
}

function htmlBody(letter: DigestLetter): string {
  const { greeting, summary, footer } = intro(letter);
  const blocks = letter.conversations.map((conversation) => {
    const { lines, more } = shownMessages(conversation);
    const items = lines.map(
      (line) => `<li><b>${escapeHtml(line.sender)}:</b> ${escapeHtml(line.text)}</li>`,
    );
    if (more) items.push(`<li>${escapeHtml(more)}</li>`);
    const count = formatCount(conversation.messages.length, MESSAGE_FORMS);
    return [
      `<h3 style="margin:24px 0 8px">${escapeHtml(conversation.name)} — ${count}</h3>`,
      `<ul style="margin:0;padding-left:20px">${items.join('')}</ul>`,
      `<p><a href="${escapeHtml(conversation.url)}">Открыть диалог</a></p>`,
    ].join('\n');
  });
  return [
    '<!doctype html>',
    '<html lang="ru"><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1b1e">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(summary)}</p>`,
    ...blocks,
    `<p style="color:#868e96;font-size:13px">${footer.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The chat digest letter — one per user, the conversations with sender, excerpt and a
 * link each; plain text and a simple HTML alternative with all user text escaped.
 */
export function composeDigestMail(letter: DigestLetter): {
  subject: string;
  text: string;
  html: string;
} {
  return { subject: DIGEST_SUBJECT, text: textBody(letter), html: htmlBody(letter) };
}
