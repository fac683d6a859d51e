/** SPEC §9: page size of the older message call (GET /api/chat/messages/{conversationId}). */
export const CHAT_PAGE_SIZE_LEGACY = 30;

/** SPEC §9: page size of the newer conversation model (chat-refactor calls, initial load). */
export const CHAT_PAGE_SIZE = 15;

/** SPEC §9: a message scrolled to (for example a reply target) stays highlighted this long. */
export const MESSAGE_HIGHLIGHT_MS = 3_000;

/** SPEC §9: sound played when a message arrives while the user is elsewhere. */
export const NOTIFICATION_SOUND_URL = '/audio/message-notification.mp3';

/** SPEC §9: volume of the new-message sound (0…1). */
export const NOTIFICATION_SOUND_VOLUME = 0.5;

/** SPEC §9: title of the web notification shown for a new chat message. */
export const NEW_MESSAGE_TITLE = 'Новое сообщение';

/** SPEC §9: the new-message web notification appears at the top right. */
export const NEW_MESSAGE_NOTIFICATION_POSITION = 'top-right';

/**
 * Longest message text in characters. The spec sets no limit; 4000 is ours (close to
 * Telegram's 4096, so a conversation mirrored to a Telegram chat, SPEC §3 settings, still fits).
 */
export const MAX_MESSAGE_LENGTH = 4_000;

/**
 * Ours (ARCHITECTURE §3 client events): a composer sends `client-typing` at most this often
 * while the user keeps typing.
 */
export const TYPING_THROTTLE_MS = 2_000;

/**
 * Ours: a typing mark disappears when no `client-typing` with `typing: true` arrived for this
 * long (covers a sender whose tab closed before it sent `typing: false`).
 */
export const TYPING_EXPIRY_MS = 6_000;

/** Ours («images with a preview size»): the longest side of an image preview, px. */
export const IMAGE_PREVIEW_MAX_SIDE = 480;

/** Ours (docs/api/chat.md change catch-up): changes per answer when `limit` is not given. */
export const CHAT_CHANGES_PAGE_SIZE = 100;

/** Ours: the largest `limit` of a change catch-up (and of the keyset message lists). */
export const CHAT_CHANGES_MAX_LIMIT = 200;

/** The longest title of a saved reply. */
export const TEMPLATE_TITLE_MAX = 100;

/**
 * How long a chat file's signed URL works, in minutes (security R26): long enough for a page
 * to use the links it was given, short enough that a link copied or kept after its holder
 * lost the conversation soon stops. The web asks for fresh links before they run out.
 */
export const CHAT_FILE_LINK_MINUTES = 15;
