import pg from 'pg';

/** Transactions per second of the bare send, and how many failed. */
export interface BareSendResult {
  transactions: number;
  errors: number;
  perSec: number;
  p50Ms: number;
}

// The least an ordered, durable chat send needs (ARCHITECTURE §3): bump the conversation's
// sequence under its row lock and insert the message, in one committed transaction. Named
// statements, so PostgreSQL plans them once per connection as the app's prepared lookups are.
export const BARE_BUMP = {
  name: 'bare_send_bump',
  text: `update chat_conversations set last_seq = last_seq + 1, last_change_seq = last_change_seq + 1,
           last_message_id = nextval(pg_get_serial_sequence('chat_messages', 'id')), last_message_at = now()
         where id = $1 returning last_seq, last_change_seq, last_message_id`,
};
export const BARE_INSERT = {
  name: 'bare_send_insert',
  text: `insert into chat_messages (id, conversation_id, seq, change_seq, chat_user_id, text, type, client_id, extra)
         values ($1, $2, $3, $4, $5, $6, 'TEXT', $7, $8)`,
};

/** The body the load thread posts to the bare routes: the app's send body. */
export interface BareSendBody {
  chat_conversation_id: number;
  text: string;
  extra: { date: string; client_id: string };
}

/** A stored bare send: what the routes answer and emit. */
export interface BareMessage {
  id: number;
  chat_conversation_id: number;
  seq: number;
  chat_user_id: number;
  text: string;
  extra: BareSendBody['extra'];
}

/**
 * One bare send on `client`: begin, bump the conversation (BARE_BUMP), insert the message
 * (BARE_INSERT), commit; rolled back on any failure, which it rethrows.
 */
export async function bareSendTransaction(
  client: pg.PoolClient,
  send: { conversationId: number; chatUserId: number; text: string; extra: BareSendBody['extra'] },
): Promise<BareMessage> {
  try {
    await client.query('begin');
    const bumped = await client.query<{
      last_seq: string;
      last_change_seq: string;
      last_message_id: number;
    }>({ ...BARE_BUMP, values: [send.conversationId] });
    const row = bumped.rows[0];
    if (!row) throw new Error('conversation not found');
    await client.query({
      ...BARE_INSERT,
      values: [
        row.last_message_id,
        send.conversationId,
        row.last_seq,
        row.last_change_seq,
        send.chatUserId,
        send.text,
        send.extra.client_id,
        JSON.stringify(send.extra),
      ],
    });
    await client.query('commit');
    return {
      id: row.last_message_id,
      chat_conversation_id: send.conversationId,
      seq: Number(row.last_seq),
      chat_user_id: send.chatUserId,
      text: send.text,
      extra: send.extra,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * The baseline of the durable send bench: `transactions` bare sends into `conversationId` by its
 * creator, `inflight` at once on a pool of as many connections (so they queue on the row
 * lock exactly as concurrent chat sends do). Several conversations: each send goes to the next
 * one in turn, by its creator (the many-small-conversations shape of chat-rooms); `durationMs`
 * stops it early.
 */
export async function runBareSends(options: {
  url: string;
  conversationId: number | readonly number[];
  transactions: number;
  durationMs?: number;
  inflight: number;
  text: string;
  tag: string;
}): Promise<BareSendResult> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.inflight });
  const ids = [options.conversationId].flat();
  const creators = await pool.query<{ id: number; chat_user_id: number }>(
    'select id, chat_user_id from chat_conversations where id = any($1::int[])',
    [ids],
  );
  const creatorOf = new Map(creators.rows.map((row) => [row.id, row.chat_user_id]));
  const deadline = performance.now() + (options.durationMs ?? Number.POSITIVE_INFINITY);
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const lane = async () => {
    const client = await pool.connect();
    try {
      while (next < options.transactions && performance.now() < deadline) {
        const clientId = `${options.tag}-${next}`;
        const conversationId = ids[next % ids.length] ?? 0;
        next += 1;
        const start = performance.now();
        try {
          await bareSendTransaction(client, {
            conversationId,
            chatUserId: creatorOf.get(conversationId) ?? 0,
            text: options.text,
            extra: { date: new Date().toISOString(), client_id: clientId },
          });
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    } finally {
      client.release();
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: options.inflight }, lane));
  } finally {
    await pool.end();
  }
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    transactions: latencies.length,
    errors,
    perSec: latencies.length / (elapsedMs / 1000),
    p50Ms: latencies[Math.floor(latencies.length / 2)] ?? Number.NaN,
  };
}
