// The state and the methods of the fake Bot API (fake-telegram-api.ts), one small function each.
import { failed, ok, type Answer, type FakeTelegramFile } from './fake-telegram.body.ts';

export const FAKE_BOT_USERNAME = 'kabinet_test_bot';
export const FAKE_BOT_ID = 7_000_000_001;

/** A call the bot made: the method and its parameters (JSON values parsed). */
export type FakeTelegramCall = { method: string; params: Record<string, unknown> };

/** A message the bot sent, as the API stored it. */
export type FakeSentMessage = {
  messageId: number;
  chatId: number;
  text: string | undefined;
  caption: string | undefined;
  document: FakeTelegramFile | undefined;
  replyMarkup: unknown;
};

/** How the next calls of a method fail: a 429 with retry_after, or any other Bot API error. */
export type FakeTelegramFailure = {
  method: string;
  errorCode: number;
  description: string;
  retryAfter?: number;
};

export type FakeTelegramState = {
  calls: FakeTelegramCall[];
  sent: FakeSentMessage[];
  failures: FakeTelegramFailure[];
  blocked: Set<number>;
  files: Map<string, FakeTelegramFile & { path: string }>;
  queue: Record<string, unknown>[];
  pollers: Set<() => void>;
  sentWaiters: Set<() => void>;
  webhook: { url: string; secretToken: string | undefined } | null;
  nextMessageId: number;
  nextFileId: number;
  closed: boolean;
};

export function createFakeTelegramState(): FakeTelegramState {
  return {
    calls: [],
    sent: [],
    failures: [],
    blocked: new Set(),
    files: new Map(),
    queue: [],
    pollers: new Set(),
    sentWaiters: new Set(),
    webhook: null,
    nextMessageId: 1000,
    nextFileId: 1,
    closed: false,
  };
}

export function storeFile(
  state: FakeTelegramState,
  file: Omit<FakeTelegramFile, 'fileId'>,
): FakeTelegramFile {
  const fileId = `file-${state.nextFileId++}`;
  const stored = { ...file, fileId, path: `documents/${fileId}-${file.name}` };
  state.files.set(fileId, stored);
  return stored;
}

export const BOT_USER = {
  id: FAKE_BOT_ID,
  is_bot: true,
  first_name: 'Кабинет',
  username: FAKE_BOT_USERNAME,
};

export function documentResult(file: FakeTelegramFile) {
  return {
    file_id: file.fileId,
    file_unique_id: `u-${file.fileId}`,
    file_name: file.name,
    mime_type: file.mimeType,
    file_size: file.bytes.length,
  };
}

/** A sent message as the Bot API answers it (Message). */
export function messageResult(message: FakeSentMessage) {
  return {
    message_id: message.messageId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: message.chatId, type: 'private' },
    from: BOT_USER,
    ...(message.text !== undefined ? { text: message.text } : {}),
    ...(message.caption !== undefined ? { caption: message.caption } : {}),
    ...(message.document ? { document: documentResult(message.document) } : {}),
    ...(message.replyMarkup ? { reply_markup: message.replyMarkup } : {}),
  };
}

/** Waits for an update (or the timeout) while none is queued: Telegram's long polling. */
async function getUpdates(state: FakeTelegramState, params: Record<string, unknown>) {
  if (state.webhook) {
    return failed(409, "Conflict: can't use getUpdates method while webhook is active");
  }
  const offset = typeof params.offset === 'number' ? params.offset : 0;
  // Confirmed updates (below offset) are forgotten, as Telegram does.
  state.queue = state.queue.filter((update) => (update.update_id as number) >= offset);
  const timeout = Math.min(typeof params.timeout === 'number' ? params.timeout : 0, 30);
  if (state.queue.length === 0 && timeout > 0 && !state.closed) {
    await new Promise<void>((resolve) => {
      const wake = () => {
        state.pollers.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, timeout * 1000);
      state.pollers.add(wake);
    });
  }
  return ok(state.queue);
}

function textError(params: Record<string, unknown>): Answer | null {
  if (typeof params.text !== 'string' || params.text.trim() === '') {
    return failed(400, 'Bad Request: message text is empty');
  }
  if (params.text.length > 4096) return failed(400, 'Bad Request: message is too long');
  return null;
}

function documentOf(
  state: FakeTelegramState,
  params: Record<string, unknown>,
  upload: Map<string, FakeTelegramFile>,
): FakeTelegramFile | undefined {
  const part = upload.get('document');
  if (part) return storeFile(state, part);
  return typeof params.document === 'string' ? state.files.get(params.document) : undefined;
}

function send(
  state: FakeTelegramState,
  params: Record<string, unknown>,
  upload: Map<string, FakeTelegramFile>,
  kind: 'text' | 'document',
): Answer {
  const chatId = Number(params.chat_id);
  if (!Number.isSafeInteger(chatId)) return failed(400, 'Bad Request: chat not found');
  if (state.blocked.has(chatId)) return failed(403, 'Forbidden: bot was blocked by the user');
  const document = kind === 'document' ? documentOf(state, params, upload) : undefined;
  if (kind === 'document' && !document) {
    return failed(400, 'Bad Request: there is no document in the request');
  }
  const invalid = kind === 'text' ? textError(params) : null;
  if (invalid) return invalid;
  const message: FakeSentMessage = {
    messageId: state.nextMessageId++,
    chatId,
    text: kind === 'text' ? (params.text as string) : undefined,
    caption: typeof params.caption === 'string' ? params.caption : undefined,
    document,
    replyMarkup: params.reply_markup,
  };
  state.sent.push(message);
  for (const wake of state.sentWaiters) wake();
  return ok(messageResult(message));
}

function edit(state: FakeTelegramState, params: Record<string, unknown>): Answer {
  const message = state.sent.find((item) => item.messageId === Number(params.message_id));
  if (!message) return failed(400, 'Bad Request: message to edit not found');
  if (typeof params.text === 'string') message.text = params.text;
  if ('reply_markup' in params) message.replyMarkup = params.reply_markup;
  return ok(messageResult(message));
}

function getFile(state: FakeTelegramState, params: Record<string, unknown>): Answer {
  const file = state.files.get(String(params.file_id));
  if (!file) return failed(400, 'Bad Request: invalid file_id');
  // The Bot API hands out files up to 20 MB only.
  if (file.bytes.length > 20 * 1024 * 1024) return failed(400, 'Bad Request: file is too big');
  return ok({
    file_id: file.fileId,
    file_unique_id: `u-${file.fileId}`,
    file_size: file.bytes.length,
    file_path: file.path,
  });
}

function setWebhook(state: FakeTelegramState, params: Record<string, unknown>): Answer {
  if (typeof params.url !== 'string' || !/^https?:\/\//.test(params.url)) {
    return failed(400, 'Bad Request: bad webhook: invalid URL');
  }
  const secretToken = typeof params.secret_token === 'string' ? params.secret_token : undefined;
  state.webhook = { url: params.url, secretToken };
  return ok(true);
}

type Method = (
  state: FakeTelegramState,
  params: Record<string, unknown>,
  upload: Map<string, FakeTelegramFile>,
) => Answer | Promise<Answer>;

const METHODS: Record<string, Method> = {
  getMe: () =>
    ok({
      ...BOT_USER,
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
    }),
  setWebhook,
  deleteWebhook: (state) => {
    state.webhook = null;
    return ok(true);
  },
  getWebhookInfo: (state) =>
    ok({ url: state.webhook?.url ?? '', pending_update_count: state.queue.length }),
  getUpdates,
  setMyCommands: () => ok(true),
  answerCallbackQuery: () => ok(true),
  sendMessage: (state, params, upload) => send(state, params, upload, 'text'),
  sendDocument: (state, params, upload) => send(state, params, upload, 'document'),
  editMessageText: edit,
  editMessageReplyMarkup: edit,
  getFile,
};

/** One Bot API call: a planned failure first, else the method. */
export async function callMethod(
  state: FakeTelegramState,
  method: string,
  params: Record<string, unknown>,
  upload: Map<string, FakeTelegramFile>,
): Promise<Answer> {
  const index = state.failures.findIndex((failure) => failure.method === method);
  const failure = index >= 0 ? state.failures.splice(index, 1)[0] : undefined;
  if (failure) {
    const { retryAfter } = failure;
    const parameters = retryAfter !== undefined ? { retry_after: retryAfter } : undefined;
    return failed(failure.errorCode, failure.description, parameters);
  }
  const handler = METHODS[method];
  return handler ? handler(state, params, upload) : failed(404, 'Not Found');
}
