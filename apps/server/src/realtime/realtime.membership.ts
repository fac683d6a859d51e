import type { Server } from 'socket.io';
import { z } from 'zod';

import { CHANNEL_SIGNATURE_TTL_MS } from '../platform/channel-signature.ts';
import { CHANNEL_REVOKED, userRoom, type ChannelRevocation } from '../platform/realtime.ts';

/**
 * How long a node remembers a revocation — longer than any signature issued before it
 * stays usable (CHANNEL_SIGNATURE_TTL_MS), with the same margin again for clocks that differ.
 */
const REMEMBER_MS = 2 * CHANNEL_SIGNATURE_TTL_MS;

const revocationSchema = z.object({
  userId: z.number().int().positive(),
  channel: z.string().max(200),
  at: z.number().int().nonnegative(),
});

/**
 * The membership revocations a realtime node knows. Nodes never read the database
 * (ARCHITECTURE §3), so the API tells them: a user taken off a channel at `at` is refused there
 * with any signature issued until then — the one a removed socket already used, one fetched in
 * advance for another socket, one racing the removal.
 */
export function createRevocations() {
  const revokedAt = new Map<string, number>();
  const key = (userId: number, channel: string) => `${userId}|${channel}`;

  function forgetOld(now: number) {
    for (const [entry, at] of revokedAt) if (now - at > REMEMBER_MS) revokedAt.delete(entry);
  }

  return {
    add(revocation: ChannelRevocation) {
      forgetOld(Date.now());
      const entry = key(revocation.userId, revocation.channel);
      revokedAt.set(entry, Math.max(revocation.at, revokedAt.get(entry) ?? 0));
    },
    /** True when the user lost the channel at or after the signature was issued. */
    refuses(userId: number, channel: string, issuedAt: number): boolean {
      const at = revokedAt.get(key(userId, channel));
      return at !== undefined && issuedAt <= at;
    },
  };
}

export type Revocations = ReturnType<typeof createRevocations>;

/**
 * The revoke call of a realtime node's port. It records the revocation here and, with Redis,
 * on every other node (a server-side event); then the user's sockets leave the channel: this
 * node's at once — with the Redis adapter `io.in()` reaches this node only when its own request
 * comes back, after a message published meanwhile — and every other node's through the adapter,
 * in publish order before any later event.
 */
export function revokeOn(io: Server, revocations: Revocations, clustered: boolean) {
  io.on(CHANNEL_REVOKED, (payload: unknown) => {
    const parsed = revocationSchema.safeParse(payload);
    if (parsed.success) revocations.add(parsed.data);
  });
  return (revocation: ChannelRevocation) => {
    revocations.add(revocation);
    const room = userRoom(revocation.userId);
    io.local.in(room).socketsLeave(revocation.channel);
    if (!clustered) return;
    io.serverSideEmit(CHANNEL_REVOKED, revocation);
    io.in(room).socketsLeave(revocation.channel);
  };
}
