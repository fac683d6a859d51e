// The deployment split by ROLE — two API+realtime nodes and one worker, real processes
// on one PostgreSQL and one Redis, started together (they migrate and seed one after another).
// Runs with TEST_REDIS_URL and TEST_DATABASE_URL, as `.ci/run` sets them.
import { randomBytes } from 'node:crypto';

import { presenceChatChannel } from '@kabinet/domain/realtime';
import type { RealtimeEnvelope } from '@kabinet/domain/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_USERS } from '../demo-seed.ts';
import { jsonHeaders, loginOn, postMessage, until } from './scale-out.test-support.ts';
import { startS3Server } from '../testing/s3-server.ts';
import { SAMPLE_PDF } from '../testing/sample-files.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';
import { startServerNode, type ServerNode } from '../testing/server-node.ts';
import { startSmtpReceiver } from '../testing/smtp-receiver.ts';

const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let database: Awaited<ReturnType<typeof createScratchDatabase>>;
const nodes: Record<'a' | 'b' | 'worker' | 'realtime', ServerNode> = {} as never;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!BASE_DATABASE_URL) throw new Error('the scale-out suite needs TEST_DATABASE_URL too');
  database = await createScratchDatabase(BASE_DATABASE_URL);
  smtp = await startSmtpReceiver();
  s3 = await startS3Server();
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: `kabinet-scale-${randomBytes(4).toString('hex')}`,
    APP_KEY: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    SEED_DEMO: '1',
    // Files in one bucket, so any node serves what another stored.
    S3_ENDPOINT: s3.settings.endpoint,
    S3_REGION: s3.settings.region,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
  const [a, b, worker, realtime] = await Promise.all([
    startServerNode('a', { ...shared, ROLE: 'api,realtime' }),
    startServerNode('b', { ...shared, ROLE: 'api,realtime' }),
    startServerNode('worker', { ...shared, ROLE: 'worker' }),
    startServerNode('realtime', { ...shared, ROLE: 'realtime' }),
  ]);
  Object.assign(nodes, { a, b, worker, realtime });
}, 240_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(Object.values(nodes).map((node) => node?.stop()));
  await smtp?.close();
  await s3?.close();
  await database?.drop();
}, 60_000);

const login = (node: ServerNode, email: string) => loginOn(node.url, email);

const json = jsonHeaders;

/**
 * A socket on `node` subscribed to the conversation's presence channel as the token's user, with
 * the signature of `options.authVia`'s /broadcasting/auth (by default `node`'s own).
 */
async function conversationSocket(
  node: ServerNode,
  token: string,
  conversationId: number,
  options: { reconnection?: boolean; authVia?: ServerNode } = {},
): Promise<Socket> {
  const socket = connect(node.url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const channel = presenceChatChannel(conversationId);
  const auth = await fetch(`${(options.authVia ?? node).url}/broadcasting/auth`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ socket_id: socket.id, channel_name: channel }),
  });
  expect(auth.status).toBe(200);
  const ack = (await socket
    .timeout(5000)
    .emitWithAck('subscribe', { channel, ...((await auth.json()) as object) })) as { ok: boolean };
  expect(ack.ok).toBe(true);
  return socket;
}

/** Ids of the messages the socket is sent, in arrival order. */
function sentIds(socket: Socket): number[] {
  const ids: number[] = [];
  socket.on('event', (envelope: RealtimeEnvelope<{ id: number }>) => {
    if (envelope.event === 'MessageSent') ids.push(envelope.data.id);
  });
  return ids;
}

/** Statuses of the sends a node did not take (0: the connection was refused or cut). */
const refusals: number[] = [];

/** POST a text message; the stored message's id, or null when the node did not take it. */
async function send(node: ServerNode, token: string, conversationId: number, text: string) {
  try {
    const response = await postMessage(node.url, token, { conversationId, text });
    if (!response.ok) {
      refusals.push(response.status);
      return null;
    }
    return ((await response.json()) as { data: { id: number } }).data.id;
  } catch {
    refusals.push(0);
    return null; // the connection was refused or cut: not acknowledged
  }
}

/** The demo client's first company. */
async function demoCompanyId(): Promise<number> {
  const rows = await database.query<{ company_id: number }>(
    `select cu.company_id from company_users cu join users u on u.id = cu.user_id
      where u.email = $1 order by cu.company_id limit 1`,
    [DEMO_USERS.client.email],
  );
  return rows[0]!.company_id;
}

async function demoConversation(token: string): Promise<number> {
  const response = await fetch(`${nodes.b.url}/api/v1/chat/initial-load`, {
    headers: json(token),
  });
  const load = (await response.json()) as { data: { chat_conversations: { id: number }[] } };
  return load.data.chat_conversations[0]!.id;
}

describe('nodes split by ROLE on one PostgreSQL and one Redis', () => {
  it('delivers a message sent through one node to sockets on the other', async () => {
    // The worker answers its health checks only; the API lives on the other nodes.
    expect((await fetch(`${nodes.worker.url}/api/v1/app-settings`)).status).toBe(404);
    expect((await fetch(`${nodes.a.url}/api/v1/app-settings`)).status).toBe(200);
    const client = await login(nodes.b, DEMO_USERS.client.email);
    const manager = await login(nodes.a, DEMO_USERS.manager.email);
    const conversationId = await demoConversation(client);
    const received = sentIds(await conversationSocket(nodes.b, client, conversationId));
    const id = await send(nodes.a, manager, conversationId, 'Через другой узел');
    expect(id).not.toBeNull();
    await until(() => received.includes(id!));
  });

  it('hosts sockets on a realtime-only node: signed by one API node, reached from the other', async () => {
    // ROLE=realtime starts without the app (main.ts): no API, only its health checks.
    expect((await fetch(`${nodes.realtime.url}/api/v1/app-settings`)).status).toBe(404);
    expect((await fetch(`${nodes.realtime.url}/ready`)).status).toBe(200);
    const client = await login(nodes.a, DEMO_USERS.client.email);
    const manager = await login(nodes.b, DEMO_USERS.manager.email);
    const conversationId = await demoConversation(client);
    const socket = await conversationSocket(nodes.realtime, client, conversationId, {
      authVia: nodes.a,
    });
    const received = sentIds(socket);
    const id = await send(nodes.b, manager, conversationId, 'На узел сокетов');
    expect(id).not.toBeNull();
    await until(() => received.includes(id!));
  });

  it('downloads through one node a file uploaded through the other (S3)', async () => {
    const token = await login(nodes.a, DEMO_USERS.client.email);
    const companyId = await demoCompanyId();
    const form = new FormData();
    form.append('file', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'Устав.pdf');
    const uploaded = await fetch(`${nodes.a.url}/api/v1/companies/${companyId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { data: { id: number } }).data;
    const download = await fetch(
      `${nodes.b.url}/api/v1/companies/${companyId}/documents/${id}/download`,
      { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' },
    );
    expect(download.status).toBe(302);
    const file = await fetch(download.headers.get('location')!);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
  });

  it('runs each job once, on the worker: a payment is e-mailed to the client once', async () => {
    const client = await login(nodes.a, DEMO_USERS.client.email);
    const manager = await login(nodes.b, DEMO_USERS.manager.email);
    const companyId = await demoCompanyId();
    const before = smtp.received.length;
    // The worker is frozen: were the API nodes running jobs too, they would take this one at once
    // (the node that queues a job wakes its own job loop).
    nodes.worker.signal('SIGSTOP');
    let invoice: { id: number; number: string };
    try {
      const topUp = await fetch(`${nodes.a.url}/api/v1/companies/${companyId}/invoices/top-up`, {
        method: 'POST',
        headers: json(client),
        body: JSON.stringify({ amount_kopecks: 150_000 }),
      });
      expect(topUp.status).toBe(201);
      invoice = ((await topUp.json()) as { data: { id: number; number: string } }).data;
      // The manager records the payment on the other node: «Оплата получена» goes to the client.
      const paid = await fetch(`${nodes.b.url}/api/v1/staff/invoices/${invoice.id}/payments`, {
        method: 'POST',
        headers: json(manager),
        body: JSON.stringify({
          amount_kopecks: 150_000,
          paid_on: new Date().toISOString().slice(0, 10),
          order_number: '7001',
        }),
      });
      expect(paid.status).toBe(200);
      const waiting = async () =>
        (
          await database.query<{ n: number }>(
            'select count(*)::int as n from jobs where failed_at is null and locked_until is null',
          )
        )[0]!.n;
      await until(async () => (await waiting()) > 0);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await waiting()).toBeGreaterThan(0);
    } finally {
      nodes.worker.signal('SIGCONT');
    }
    const number = invoice.number;
    // The letter's body is base64 (nodemailer's choice for Cyrillic text).
    const bodyOf = (raw: string) =>
      Buffer.from(raw.split('\r\n\r\n').slice(1).join(''), 'base64').toString('utf8');
    const letters = () =>
      smtp.received.slice(before).filter((letter) => bodyOf(letter.raw).includes(`№ ${number}`));
    await until(() => letters().length > 0);
    // The worker polls the jobs table every second: a second run would have shown by now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(letters()).toHaveLength(1);
    const left = await database.query<{ n: number }>(
      'select count(*)::int as n from jobs where failed_at is null',
    );
    expect(left[0]!.n).toBe(0);
  });

  it('SIGTERM in the middle of a flood: every acknowledged message is stored and reaches the other node once, each sender’s in order; the stopped node’s sockets reconnect', async () => {
    const client = await login(nodes.b, DEMO_USERS.client.email);
    const manager = await login(nodes.a, DEMO_USERS.manager.email);
    const conversationId = await demoConversation(client);
    const onB = sentIds(await conversationSocket(nodes.b, client, conversationId));
    const onA = await conversationSocket(nodes.a, client, conversationId, { reconnection: true });
    const reason = new Promise<string>((resolve) => onA.once('disconnect', resolve));

    const acknowledged: number[] = [];
    const lanesAcknowledged: number[][] = [];
    let stop = false;
    const sender = async (lane: number) => {
      const own: number[] = (lanesAcknowledged[lane] = []);
      for (let n = 0; !stop; n += 1) {
        const id = await send(nodes.a, manager, conversationId, `Поток ${lane}-${n}`);
        if (id === null) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        } else {
          acknowledged.push(id);
          own.push(id);
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => sender(lane));
    await until(() => acknowledged.length >= 40);
    nodes.a.signal('SIGTERM');
    expect(await nodes.a.exited).toBe(0);
    stop = true;
    await Promise.all(lanes);

    // A send the stopping node did not take was refused (503 while closing, or no connection)
    // or over chatSend's budget (429: one manager floods in 8 lanes), never a 500.
    expect(refusals.filter((status) => ![0, 429, 503].includes(status))).toEqual([]);
    // The stopped node closed its connections without telling clients to stay away.
    expect(await reason).not.toBe('io server disconnect');
    expect(onA.active).toBe(true);
    onA.close();

    const stored = await database.query<{ id: number }>(
      'select id from chat_messages where id = any($1::int[])',
      [acknowledged],
    );
    expect(stored.map((row) => row.id).sort((x, y) => x - y)).toEqual(
      [...acknowledged].sort((x, y) => x - y),
    );
    await until(() => acknowledged.every((id) => onB.includes(id)));
    expect(new Set(onB).size).toBe(onB.length);
    // One sender waits for each answer before the next send, so its messages arrive in order.
    for (const own of lanesAcknowledged) {
      const arrival = own.map((id) => onB.indexOf(id));
      expect(arrival).toEqual([...arrival].sort((x, y) => x - y));
    }
  });
});
