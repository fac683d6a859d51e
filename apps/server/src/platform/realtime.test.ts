// The Realtime port is typed by the domain's event maps (ChannelEventMaps): an event no
// contract lists, or a payload that does not match its contract, does not compile. The
// `@ts-expect-error` lines are the proof — `npm run typecheck` fails if any of them compiles.
import type { RealtimeEnvelope } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { realtimeOver, type Realtime } from './realtime.ts';

/** Never called: only type-checked. */
export function wrongUses(realtime: Realtime) {
  // @ts-expect-error: no contract of private-user lists this event
  realtime.toUser(7).emit('CompanyUserAdded', { company_id: 3 });
  // @ts-expect-error: the payload does not match CompanyUserRemoved
  realtime.toUser(7).emit('CompanyUserRemoved', { company: 3 });
  // @ts-expect-error: a presence-chat event is not a private-user event
  realtime.toUser(7).emit('MessageDeleted', { id: 1, chat_conversation_id: 5, change_seq: 2 });
  // @ts-expect-error: a private-user event is not a presence-chat event
  realtime.toConversation(5).emit('ConversationRemoved', { chat_conversation_id: 5 });
  // @ts-expect-error: an invitation needs every field of CompanyInvitation
  realtime.toUser(7).emit('CompanyInvitationCreated', { id: 1, company_id: 3 });
}

describe('the Realtime port', () => {
  it('sends each contract event as the envelope { channel, event, data } to its channel', () => {
    const sent: { room: string; envelope: RealtimeEnvelope }[] = [];
    const realtime = realtimeOver({
      emitTo: (room, envelope) => void sent.push({ room, envelope }),
      disconnectRoom: () => undefined,
      revoke: () => undefined,
    });
    realtime.toUser(7).emit('CompanyUserRemoved', { company_id: 3 });
    const deleted = { id: 1, chat_conversation_id: 5, change_seq: 2 };
    realtime.toConversation(5).emit('MessageDeleted', deleted);
    expect(sent).toEqual([
      {
        room: 'private-user.7',
        envelope: {
          channel: 'private-user.7',
          event: 'CompanyUserRemoved',
          data: { company_id: 3 },
        },
      },
      {
        room: 'presence-chat.5',
        envelope: { channel: 'presence-chat.5', event: 'MessageDeleted', data: deleted },
      },
    ]);
  });
});
