// The two-socket check of a membership change. Socket A belongs to the user who loses
// the conversation, socket B to a participant who stays, socket C to another one who stays and
// types. After the change a new message, its edit, its delete and C's typing reach B and not
// A; B hears A's member leave and a newcomer's member list lacks A; A's typing no longer reaches
// anyone, and A cannot replay the subscription it was signed before. "Not A" is proven without
// sleeping: a barrier event on A's own private channel is published after everything else, so
// whatever A would have received arrives before it on the same connection (or, across nodes,
// through the same Redis connection in publish order).
import {
  presenceChatChannel,
  privateUserChannel,
  type ChatPresenceMember,
  type RealtimeEnvelope,
} from '@kabinet/domain/realtime';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import {
  channelAuth,
  collect,
  nextEvent,
  subscribeTo,
  type openSocket,
} from '../../realtime/realtime.test-client.ts';

import {
  createConversation,
  sendText,
  type ChatCompany,
  type Person,
} from './chat.test-support.ts';

type Socket = Awaited<ReturnType<typeof openSocket>>;

/** Where each socket is opened (one node, or different nodes of a cluster). */
export type MembershipSockets = {
  /** The employee's socket: the user who loses the conversation. */
  removed(): Promise<Socket>;
  /** The manager's socket: a participant who stays. */
  remaining(): Promise<Socket>;
  /** The client's socket (the master): stays and types. */
  typist(): Promise<Socket>;
  /** Another socket of the client, subscribing after the change. */
  newcomer(): Promise<Socket>;
};

/** What the change gets: the conversation and the employee's chat user in it. */
export type MembershipChange = (conversation: {
  id: number;
  removedChatUserId: number;
}) => Promise<void>;

type Joined = {
  payload: Record<string, unknown>;
  member: ChatPresenceMember;
  members: ChatPresenceMember[];
};

/** Authorizes and subscribes, keeping the signed payload (to replay it later). */
async function join(app: FastifyInstance, socket: Socket, who: Person, channel: string) {
  const answer = (await channelAuth(app, who.token, socket.id ?? '', channel)).json();
  const payload = { channel, ...answer };
  const ack = await socket.timeout(2000).emitWithAck('subscribe', payload);
  expect(ack).toMatchObject({ ok: true });
  return { payload, member: JSON.parse(answer.channel_data), members: ack.members } as Joined;
}

const typing = (member: ChatPresenceMember) => ({
  chat_user_id: member.chat_user_id,
  name: member.name,
  typing: true,
});

function whisper(socket: Socket, channel: string, member: ChatPresenceMember) {
  socket.emit('client-event', { channel, event: 'client-typing', data: typing(member) });
}

/** The server handles a socket's events in order: an acked one proves the earlier were seen. */
const roundTrip = (socket: Socket) =>
  socket.timeout(2000).emitWithAck('unsubscribe', { channel: 'private-user.0' });

const on = (channel: string, event: string) => (envelope: RealtimeEnvelope) =>
  envelope.channel === channel && envelope.event === event;

/** A message written, edited and deleted by the client; each event awaited on `listener`. */
async function messageLifecycle(
  app: FastifyInstance,
  s: ChatCompany,
  id: number,
  listener: Socket,
) {
  const channel = presenceChatChannel(id);
  const sent = nextEvent(listener, on(channel, 'MessageSent'));
  const message = (await sendText(app, s.client, id, 'После изменения состава')).json().data;
  expect((await sent).data).toMatchObject({ id: message.id });
  const updated = nextEvent(listener, on(channel, 'MessageUpdated'));
  const edit = await app.inject({
    method: 'PUT',
    url: `/api/chat/messages/${message.id}`,
    headers: s.client.headers,
    payload: { text: 'После изменения состава (исправлено)' },
  });
  expect(edit.statusCode).toBe(200);
  expect((await updated).data).toMatchObject({ id: message.id });
  const deleted = nextEvent(listener, on(channel, 'MessageDeleted'));
  const removal = await app.inject({
    method: 'DELETE',
    url: `/api/chat/messages/${message.id}`,
    headers: s.client.headers,
  });
  expect(removal.statusCode).toBeLessThan(300);
  expect((await deleted).data).toMatchObject({ id: message.id });
}

/**
 * Runs one membership change through the two-socket check. `disconnects`: the change ends A's
 * connection altogether (a block), so A can neither hear nor whisper.
 */
export async function expectMembershipChangeReachesSockets(args: {
  app: FastifyInstance;
  s: ChatCompany;
  sockets: MembershipSockets;
  change: MembershipChange;
  disconnects?: boolean;
}) {
  const { app, s, sockets } = args;
  const { id } = await createConversation(app, s.client, {
    company_id: s.company.id,
    name: 'Состав меняется',
    user_ids: [s.employee.user.id],
  });
  const channel = presenceChatChannel(id);
  const [a, b, c] = [await sockets.removed(), await sockets.remaining(), await sockets.typist()];
  const removed = await join(app, a, s.employee, channel);
  const ownChannel = privateUserChannel(s.employee.user.id);
  expect((await subscribeTo(app, a, s.employee.token, ownChannel)).ok).toBe(true);
  // A hears the others join before anything is counted (they come on other connections).
  const joined = (who: Person) =>
    nextEvent(
      a,
      (e) =>
        on(channel, 'presence:joining')(e) &&
        (e.data as ChatPresenceMember).user_id === who.user.id,
    );
  const othersJoined = Promise.all([joined(s.manager), joined(s.client)]);
  const staying = await join(app, b, s.manager, channel);
  const typist = await join(app, c, s.client, channel);
  await othersJoined;

  const heardByA = collect(a);
  const heardByB = collect(b);
  const leaving = nextEvent(
    b,
    (e) =>
      on(channel, 'presence:leaving')(e) &&
      (e.data as ChatPresenceMember).chat_user_id === removed.member.chat_user_id,
  );
  await args.change({ id, removedChatUserId: removed.member.chat_user_id });
  expect((await leaving).data).toEqual(removed.member);

  if (args.disconnects) {
    expect(a.connected).toBe(false);
  } else {
    // A's typing and A's replayed subscription go nowhere.
    whisper(a, channel, removed.member);
    await roundTrip(a);
    const replay = await a.timeout(2000).emitWithAck('subscribe', removed.payload);
    expect(replay).toEqual({ ok: false, message: 'Нет доступа к каналу.' });
  }
  const typed = nextEvent(b, on(channel, 'client-typing'));
  whisper(c, channel, typist.member);
  expect((await typed).data).toEqual(typing(typist.member));
  await messageLifecycle(app, s, id, b);

  // Presence is read from the sockets in the room: A is no longer among them.
  const newcomer = await join(app, await sockets.newcomer(), s.client, channel);
  expect(newcomer.members).toEqual([staying.member]);
  if (!args.disconnects) {
    const barrier = nextEvent(a, on(ownChannel, 'NotificationsRead'));
    app.realtime.toUser(s.employee.user.id).emit('NotificationsRead', { notifications: [] });
    await barrier;
  }
  expect(heardByA.filter((e) => e.channel === channel)).toEqual([]);
  const typingOfA = heardByB.filter(
    (e) =>
      e.event === 'client-typing' &&
      (e.data as ChatPresenceMember).chat_user_id === removed.member.chat_user_id,
  );
  expect(typingOfA).toEqual([]);
}
