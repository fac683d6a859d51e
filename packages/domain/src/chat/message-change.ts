import type { MessageChange, MessageTombstone } from './chat-changes.schemas.ts';

/** Whether a change catch-up entry is a deleted message (apart from the schemas: the
 * signed-in shell's chat catch-up needs no zod). */
export function isTombstone(change: MessageChange): change is MessageTombstone {
  return 'deleted' in change && change.deleted;
}
