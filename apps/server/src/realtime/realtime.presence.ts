import { chatPresenceMemberSchema, type ChatPresenceMember } from '@kabinet/domain/realtime';
import { REALTIME_EVENT } from '@kabinet/domain/realtime';
import type { Server, Socket } from 'socket.io';

/** What a socket keeps about itself: its presence member per presence channel. */
export type SocketPresence = Record<string, ChatPresenceMember>;

/** The presence events (Laravel Echo's here/joining/leaving, as envelope events). */
export const PRESENCE_EVENT = {
  JOINING: 'presence:joining',
  LEAVING: 'presence:leaving',
} as const;

/** The member info of a signed channel_data string, or null when it is not one. */
export function parseChannelData(channelData: string): ChatPresenceMember | null {
  try {
    const parsed = chatPresenceMemberSchema.safeParse(JSON.parse(channelData));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function presenceOf(socket: { data: unknown }): SocketPresence {
  const data = socket.data as { presence?: SocketPresence };
  data.presence ??= {};
  return data.presence;
}

/** The member a socket joined a presence channel as, if any. */
export function memberOf(socket: Socket, channel: string): ChatPresenceMember | undefined {
  return presenceOf(socket)[channel];
}

/**
 * ARCHITECTURE §3: the members of a presence channel, each chat user once. Read from the sockets
 * of the room (socket.data), so with the Redis adapter it asks every node; no database. When a
 * node does not answer in time (stuck, or Redis away), this node's own members stand in: a
 * shorter member list beats refusing every presence subscribe across the cluster.
 */
export async function listMembers(io: Server, channel: string): Promise<ChatPresenceMember[]> {
  const sockets = await io
    .in(channel)
    .fetchSockets()
    .catch(() => io.local.in(channel).fetchSockets());
  const members = new Map<number, ChatPresenceMember>();
  for (const socket of sockets) {
    const member = presenceOf(socket)[channel];
    if (member) members.set(member.chat_user_id, member);
  }
  return [...members.values()];
}

/** Joins a presence channel: announces the member when it is their first socket there. */
export async function joinPresence(
  io: Server,
  socket: Socket,
  channel: string,
  member: ChatPresenceMember,
): Promise<ChatPresenceMember[]> {
  const before = await listMembers(io, channel);
  presenceOf(socket)[channel] = member;
  await socket.join(channel);
  if (!before.some((m) => m.chat_user_id === member.chat_user_id)) {
    socket
      .to(channel)
      .emit(REALTIME_EVENT, { channel, event: PRESENCE_EVENT.JOINING, data: member });
  }
  return before.filter((m) => m.chat_user_id !== member.chat_user_id);
}

/** Takes the socket's member off a channel it is leaving (once: whoever takes it announces). */
function takeMember(socket: { data: unknown }, channel: string): ChatPresenceMember | undefined {
  const presence = presenceOf(socket);
  const member = presence[channel];
  delete presence[channel];
  return member;
}

/** Announces the member's leaving when no other socket of theirs remains on the channel. */
async function announceLeaving(io: Server, channel: string, member: ChatPresenceMember) {
  const rest = await listMembers(io, channel);
  if (!rest.some((m) => m.chat_user_id === member.chat_user_id)) {
    io.to(channel).emit(REALTIME_EVENT, { channel, event: PRESENCE_EVENT.LEAVING, data: member });
  }
}

/** The client unsubscribes: resolves once the leaving (if any) is announced. */
export async function leavePresence(io: Server, socket: Socket, channel: string): Promise<void> {
  const member = takeMember(socket, channel);
  await socket.leave(channel);
  if (member) await announceLeaving(io, channel, member);
}

/**
 * A socket that leaves a presence channel any other way — a membership change
 * (socketsLeave on this node, asked by any node or the emitter through the Redis adapter) or a
 * disconnect — leaves the member list too. The adapter reports every room a local socket leaves;
 * `track` keeps the announcement so shutdown can wait for it.
 */
export function announceServerSideLeaves(io: Server, track: (work: Promise<void>) => void) {
  const namespace = io.of('/');
  namespace.adapter.on('leave-room', (channel: string, socketId: string) => {
    const socket = namespace.sockets.get(socketId);
    const member = socket ? takeMember(socket, channel) : undefined;
    if (member) track(announceLeaving(io, channel, member));
  });
}
