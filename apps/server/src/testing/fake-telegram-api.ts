// A small local server that follows the Telegram Bot API (https://core.telegram.org/bots/api) at
// its HTTP boundary, so the bot is tested through grammY's `apiRoot` (ARCHITECTURE §6):
// - `POST /bot<token>/<method>` with a JSON, form or multipart body → `{ok: true, result}` or
//   `{ok: false, error_code, description, parameters?}`; files of a multipart request are parts
//   named by `attach://<name>` values, as grammY sends them.
// - `GET /file/bot<token>/<file_path>` → the bytes of a file getFile described.
// Methods (fake-telegram.state.ts): getMe, setWebhook, deleteWebhook, getWebhookInfo, getUpdates
// (long polling), setMyCommands, sendMessage, sendDocument, getFile, answerCallbackQuery,
// editMessageText, editMessageReplyMarkup. Updates reach the bot by getUpdates or, once
// setWebhook named a URL, as POSTs to that URL with the secret header.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { failed, readParams, type Answer, type FakeTelegramFile } from './fake-telegram.body.ts';
import {
  callMethod,
  createFakeTelegramState,
  documentResult,
  messageResult,
  storeFile,
  type FakeSentMessage,
  type FakeTelegramCall,
  type FakeTelegramFailure,
  type FakeTelegramState,
} from './fake-telegram.state.ts';

export { FAKE_BOT_ID, FAKE_BOT_USERNAME } from './fake-telegram.state.ts';
export type { FakeSentMessage, FakeTelegramCall, FakeTelegramFailure, FakeTelegramFile };

/** A private message from a user: its chat, text or document, and the bot's message it answers. */
export type FakeUserMessage = {
  chatId: number;
  text?: string;
  username?: string;
  replyTo?: number;
  document?: FakeTelegramFile;
  /** A photo: sent as its sizes, the largest last, as Telegram does. */
  photo?: FakeTelegramFile;
  caption?: string;
  /** Set on an edited message: the id of the message being edited. */
  messageId?: number;
};

export type FakeTelegramApi = {
  /** The apiRoot to give the bot (TELEGRAM_API_ROOT). */
  url: string;
  token: string;
  calls: FakeTelegramCall[];
  /** Messages the bot sent, oldest first. */
  sent: FakeSentMessage[];
  /** The webhook setWebhook set (null: none; updates wait for getUpdates). */
  webhook(): { url: string; secretToken: string | undefined } | null;
  /** The next `times` calls of `failure.method` fail this way. */
  failNext(failure: FakeTelegramFailure, times?: number): void;
  /** From now on every send to `chatId` answers 403 «bot was blocked by the user». */
  block(chatId: number): void;
  /** A file the user sends (a photo or a document in an update); getFile and download serve it. */
  addFile(file: { name: string; mimeType: string; bytes: Buffer }): FakeTelegramFile;
  /**
   * An update from a user: posted to the webhook when one is set (the answer's status returned),
   * else queued for getUpdates (null returned). `update_id` is filled in.
   */
  pushUpdate(update: Record<string, unknown>): Promise<number | null>;
  /** A private message from a user, as an update (`edited_message` when `messageId` is set). */
  userMessage(message: FakeUserMessage): Record<string, unknown>;
  /** A press on an inline button under the bot's message `messageId` (callback_query). */
  callbackQuery(input: {
    chatId: number;
    data: string;
    messageId?: number;
  }): Record<string, unknown>;
  /** Waits until the bot sent a message to `chatId` matching `match` (default any). */
  waitForMessage(
    chatId: number,
    match?: (message: FakeSentMessage) => boolean,
    timeoutMs?: number,
  ): Promise<FakeSentMessage>;
  close(): Promise<void>;
};

function userMessageUpdate(state: FakeTelegramState, input: FakeUserMessage) {
  const { chatId, text, username, replyTo, document, photo, caption } = input;
  const replied = state.sent.find((item) => item.messageId === replyTo);
  const command = text?.startsWith('/') ? text.split(' ')[0]! : undefined;
  const message = {
    message_id: input.messageId ?? state.nextMessageId++,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chatId, type: 'private', first_name: 'Клиент', username },
    from: { id: chatId, is_bot: false, first_name: 'Клиент', username },
    ...(input.messageId !== undefined ? { edit_date: Math.floor(Date.now() / 1000) } : {}),
    ...(text !== undefined ? { text } : {}),
    ...(caption !== undefined ? { caption } : {}),
    ...(document ? { document: documentResult(document) } : {}),
    ...(photo ? { photo: photoSizes(photo) } : {}),
    ...(replied ? { reply_to_message: messageResult(replied) } : {}),
    ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
  };
  return input.messageId !== undefined ? { edited_message: message } : { message };
}

/** A photo as Telegram sends it: a thumbnail and the full size, the largest last. */
function photoSizes(file: FakeTelegramFile) {
  const size = { file_unique_id: `u-${file.fileId}`, file_size: file.bytes.length };
  return [
    { ...size, file_id: `${file.fileId}-thumb`, width: 90, height: 90 },
    { ...size, file_id: file.fileId, width: 1280, height: 960 },
  ];
}

function callbackQueryUpdate(
  state: FakeTelegramState,
  input: { chatId: number; data: string; messageId?: number },
) {
  const from = { id: input.chatId, is_bot: false, first_name: 'Клиент' };
  const under = state.sent.find((item) => item.messageId === input.messageId);
  return {
    callback_query: {
      id: `cb-${state.nextMessageId++}`,
      from,
      chat_instance: `ci-${input.chatId}`,
      data: input.data,
      message: under
        ? messageResult(under)
        : {
            message_id: 1,
            date: Math.floor(Date.now() / 1000),
            chat: { id: input.chatId, type: 'private' },
          },
    },
  };
}

async function serveFile(state: FakeTelegramState, path: string, response: ServerResponse) {
  const file = [...state.files.values()].find((item) => item.path === path);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': file.mimeType }).end(file.bytes);
}

function handler(state: FakeTelegramState, token: string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake.local');
    const filePrefix = `/file/bot${token}/`;
    if (request.method === 'GET' && url.pathname.startsWith(filePrefix)) {
      await serveFile(state, decodeURIComponent(url.pathname.slice(filePrefix.length)), response);
      return;
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    let answer: Answer;
    if (!match) {
      answer = failed(404, 'Not Found');
    } else if (match[1] !== token) {
      answer = failed(401, 'Unauthorized');
    } else {
      const { params, files } = await readParams(request, url);
      state.calls.push({ method: match[2]!, params });
      answer = await callMethod(state, match[2]!, params, files);
    }
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  };
}

async function postToWebhook(
  webhook: { url: string; secretToken: string | undefined },
  update: Record<string, unknown>,
): Promise<number> {
  const secret: Record<string, string> = webhook.secretToken
    ? { 'x-telegram-bot-api-secret-token': webhook.secretToken }
    : {};
  const answer = await fetch(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...secret },
    body: JSON.stringify(update),
  });
  return answer.status;
}

async function waitForSent(
  state: FakeTelegramState,
  chatId: number,
  match: (message: FakeSentMessage) => boolean,
  timeoutMs: number,
): Promise<FakeSentMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = state.sent.find((message) => message.chatId === chatId && match(message));
    if (found) return found;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no message to chat ${chatId} within ${timeoutMs} ms`);
    await new Promise<void>((resolve) => {
      const wake = () => {
        state.sentWaiters.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, left);
      state.sentWaiters.add(wake);
    });
  }
}

/** Starts the fake Bot API on a free loopback port for the bot `token`. */
export async function startFakeTelegramApi(
  token = '7000000001:AAFakeTelegramTokenForTests_0123456',
): Promise<FakeTelegramApi> {
  const state = createFakeTelegramState();
  let nextUpdateId = 1;
  const handle = handler(state, token);
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    calls: state.calls,
    sent: state.sent,
    webhook: () => state.webhook,
    failNext: (failure, times = 1) => {
      for (let i = 0; i < times; i++) state.failures.push(failure);
    },
    block: (chatId) => void state.blocked.add(chatId),
    addFile: (file) => storeFile(state, file),
    async pushUpdate(update) {
      const full = { ...update, update_id: nextUpdateId++ };
      if (state.webhook) return postToWebhook(state.webhook, full);
      state.queue.push(full);
      for (const wake of state.pollers) wake();
      return null;
    },
    userMessage: (message) => userMessageUpdate(state, message),
    callbackQuery: (input) => callbackQueryUpdate(state, input),
    waitForMessage: (chatId, match = () => true, timeoutMs = 5000) =>
      waitForSent(state, chatId, match, timeoutMs),
    async close() {
      state.closed = true;
      for (const wake of state.pollers) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
