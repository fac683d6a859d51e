// Chat history at depth: one conversation of 100,000 messages (bulk-inserted with seqs 1…N
// through the app's db handle), then GET /api/chat/messages/{id} (page of 30) over real HTTP:
// the first page is the baseline; deep pages are `before_seq` near the start (keyset) and the
// legacy `page` of the same depth (a seq range underneath). Both should stay ≈ 1× the first page.
// The change catch-up (GET /api/v1/chat/conversations/{id}/changes, the last 30 changes) is
// measured against the same baseline. EXPLAIN shows whether the keyset queries are index range
// scans on (conversation_id, seq) and (conversation_id, change_seq).
import { createChatRoom, startChatBenchServer } from './lib/chat-server.ts';
import type { ChatBenchServer } from './lib/chat-server.ts';
import { medianOf, runLoad } from './lib/load.ts';
import type { LoadResult } from './lib/load.ts';

export interface ChatHistorySettings {
  messages: number;
  /** Requests per endpoint and round (one in flight: latency, not throughput). */
  requests: number;
  rounds: number;
}

export interface HistoryRow {
  name: string;
  result: LoadResult;
  /** p50 and p99 divided by the first page's, measured in the same run. */
  p50Ratio: number;
  p99Ratio: number;
}

export interface HistoryPlan {
  name: string;
  plan: string[];
  indexRangeScan: boolean;
}

const PAGE = 30;
const BATCH = 25_000;

/** Bulk insert: `count` messages with seq 1…count, and the conversation's counters to match. */
async function fillConversation(server: ChatBenchServer, conversationId: number, count: number) {
  const { db } = server;
  const rows = (await db.execute(
    `select c.chat_user_id, u.user_id from chat_conversations c join chat_users u on u.id = c.chat_user_id where c.id = ${conversationId}`,
  )) as unknown as { rows: { chat_user_id: number; user_id: number }[] };
  const author = rows.rows[0];
  if (!author) throw new Error('conversation master not found');
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(
      `insert into chat_messages (conversation_id, seq, change_seq, chat_user_id, user_id, text, type, client_id, extra, created_at, updated_at)
       select ${conversationId}, g, g, ${author.chat_user_id}, ${author.user_id},
              'Сообщение №' || g || ': акт сверки и счёт на оплату за квартал', 'TEXT', 'seed-' || g,
              jsonb_build_object('date', to_char(now() - (${count} - g) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'client_id', 'seed-' || g),
              now() - (${count} - g) * interval '1 second', now() - (${count} - g) * interval '1 second'
       from generate_series(${from}, ${to}) as g`,
    );
  }
  await db.execute(
    `update chat_conversations set last_seq = ${count}, last_change_seq = ${count},
       last_message_id = (select max(id) from chat_messages where conversation_id = ${conversationId}),
       last_message_at = now() where id = ${conversationId}`,
  );
  await db.execute('analyze chat_messages');
}

/**
 * EXPLAIN ANALYZE of the repository's keyset query shapes: listMessagesInRange (by seq, live
 * messages) and listChangedMessages (by change_seq, deleted ones included).
 */
async function explain(
  server: ChatBenchServer,
  name: string,
  where: string,
  order: 'asc' | 'desc',
  by: 'seq' | 'change_seq' = 'seq',
): Promise<HistoryPlan> {
  const live = by === 'seq' ? 'and deleted_at is null' : '';
  const result = (await server.db.execute(
    `explain (analyze, costs off, timing on)
     select id, conversation_id, seq, change_seq, chat_user_id, user_id, text, type, reply_message_id, client_id, extra, created_at, updated_at, deleted_at, read_at
     from chat_messages where ${where} ${live} order by ${by} ${order} limit ${PAGE}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  const plan = result.rows.map((row) => row['QUERY PLAN']);
  const index =
    by === 'seq'
      ? /Index (Only )?Scan.*chat_messages_(conversation_seq_unique|unread_index)/
      : /Index (Only )?Scan.*chat_messages_conversation_change_seq_index/;
  const indexRangeScan =
    plan.some((line) => index.test(line)) && !plan.some((line) => /Seq Scan|Sort/.test(line));
  return { name, plan, indexRangeScan };
}

export async function benchChatHistory(settings: ChatHistorySettings): Promise<{
  rows: HistoryRow[];
  plans: HistoryPlan[];
  fillMs: number;
  databaseKind: string;
}> {
  const server = await startChatBenchServer();
  try {
    const room = await createChatRoom(server, 2);
    const id = room.conversationId;
    const started = performance.now();
    await fillConversation(server, id, settings.messages);
    const fillMs = performance.now() - started;

    const lastPage = Math.ceil(settings.messages / PAGE);
    const headers = { authorization: `Bearer ${room.tokens[0] ?? ''}`, accept: 'application/json' };
    const url = ({ query, path }: { query: string; path?: string }) =>
      `${server.baseUrl}${path ?? `/api/chat/messages/${id}`}?${query}`;
    const subjects: { name: string; query: string; firstSeq: number; path?: string }[] = [
      {
        name: 'first page (page=1, baseline)',
        query: 'page=1',
        firstSeq: settings.messages - PAGE + 1,
      },
      {
        name: `keyset before_seq=${PAGE * 2 + 1}`,
        query: `before_seq=${PAGE * 2 + 1}`,
        firstSeq: PAGE + 1,
      },
      {
        name: `legacy page=${lastPage - 1} of ${lastPage}`,
        query: `page=${lastPage - 1}`,
        firstSeq: settings.messages - (lastPage - 1) * PAGE + 1,
      },
      {
        name: `change catch-up after ${settings.messages - PAGE}`,
        path: `/api/v1/chat/conversations/${id}/changes`,
        query: `after_change_seq=${settings.messages - PAGE}&limit=${PAGE}`,
        firstSeq: settings.messages - PAGE + 1,
      },
    ];
    // Sanity: each URL answers 200 with a full page starting where it should.
    for (const subject of subjects) {
      const response = await fetch(url(subject), { headers });
      const body = (await response.json()) as { data: { seq: number }[] };
      if (
        response.status !== 200 ||
        body.data.length !== PAGE ||
        body.data[0]?.seq !== subject.firstSeq
      ) {
        throw new Error(
          `${subject.name}: ${response.status}, ${body.data.length} messages from seq ${body.data[0]?.seq}`,
        );
      }
    }

    const limits = { headers, connections: 1, durationMs: 20_000, maxRequests: settings.requests };
    for (const subject of subjects) {
      await runLoad({ ...limits, url: url(subject), maxRequests: 20 });
    }
    const rounds = subjects.map(() => [] as LoadResult[]);
    for (let round = 0; round < settings.rounds; round += 1) {
      for (const [index, subject] of subjects.entries()) {
        rounds[index]?.push(await runLoad({ ...limits, url: url(subject) }));
      }
    }
    const results = rounds.map((r) => medianOf(r));
    const base = results[0];
    if (!base) throw new Error('no baseline result');
    const rows = subjects.map((subject, index) => {
      const result = results[index] ?? base;
      return {
        name: subject.name,
        result,
        p50Ratio: result.p50Ms / base.p50Ms,
        p99Ratio: result.p99Ms / base.p99Ms,
      };
    });

    const plans = [
      await explain(
        server,
        'first page',
        `conversation_id = ${id} and seq > ${settings.messages - PAGE} and seq <= ${settings.messages}`,
        'asc',
      ),
      await explain(
        server,
        `keyset before_seq=${PAGE * 2 + 1}`,
        `conversation_id = ${id} and seq > 0 and seq <= ${PAGE * 2}`,
        'desc',
      ),
      await explain(
        server,
        `change catch-up after ${settings.messages - PAGE}`,
        `conversation_id = ${id} and change_seq > ${settings.messages - PAGE}`,
        'asc',
        'change_seq',
      ),
    ];
    return { rows, plans, fillMs, databaseKind: server.databaseKind };
  } finally {
    await server.close();
  }
}

export function printHistoryTable(title: string, rows: HistoryRow[], plans: HistoryPlan[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'GET /api/chat/messages/{id}'.padEnd(34)}${'req'.padStart(6)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'× p50'.padStart(8)}${'× p99'.padStart(8)}`,
  );
  for (const { name, result, p50Ratio, p99Ratio } of rows) {
    console.log(
      `${name.padEnd(34)}${String(result.requests).padStart(6)}${result.p50Ms.toFixed(2).padStart(9)}${result.p99Ms.toFixed(2).padStart(9)}${String(result.errors).padStart(8)}${p50Ratio.toFixed(2).padStart(8)}${p99Ratio.toFixed(2).padStart(8)}`,
    );
  }
  for (const { name, plan, indexRangeScan } of plans) {
    console.log(`\nEXPLAIN ANALYZE, ${name}: index range scan ${indexRangeScan ? 'yes' : 'NO'}`);
    for (const line of plan) console.log(`  ${line}`);
  }
}

// Run alone: `npx tsx bench/chat-history.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, plans, fillMs } = await benchChatHistory({
    messages: 100_000,
    requests: 100,
    rounds: 2,
  });
  console.log(`inserted 100,000 messages in ${(fillMs / 1000).toFixed(1)} s`);
  printHistoryTable('Chat history: deep page vs first page', rows, plans);
}
