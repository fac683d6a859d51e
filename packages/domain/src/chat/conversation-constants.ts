// Apart from the schemas: the chat pages read these without loading zod (the pages' JS budgets).

/** SPEC §3 Conversation.type. */
export const CONVERSATION_TYPE = { PRIVATE: 'PRIVATE', PUBLIC: 'PUBLIC' } as const;
/** A conversation type of SPEC §3. */
export type ConversationType = (typeof CONVERSATION_TYPE)[keyof typeof CONVERSATION_TYPE];

/** SPEC §7 GET …/{id}/leave/{current|other}: leave oneself, or remove another user. */
export const LEAVE_TARGETS = ['current', 'other'] as const;
/** A leave target of SPEC §7. */
export type LeaveTarget = (typeof LEAVE_TARGETS)[number];
