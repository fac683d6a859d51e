// Apart from the schemas: the inbox page reads these without loading zod (the pages' JS budgets).

/**
 * The staff inbox's filters. `unanswered`: the client wrote last and no staff member
 * has answered since; `mine`: conversations of the companies assigned to me (an admin
 * participates in others too).
 */
export const INBOX_FILTERS = ['all', 'unanswered', 'mine'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** Russian labels of the filters, in the order the inbox shows them. */
export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'Все',
  unanswered: 'Без ответа',
  mine: 'Мои компании',
};

/** The newest conversations the inbox lists at once (newest activity first). */
export const INBOX_LIMIT = 200;
