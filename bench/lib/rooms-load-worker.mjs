// Load thread of chat-rooms: sends spread over many small conversations, `inflight` at once,
// for `durationMs` (or `maxMessages`). Send i goes to room i mod N, by the room's members in
// turn, so every account sends at the same pace. `mode: 'app'`: every member of every room is
// a socket.io-client subscribed to its conversation as the web client subscribes (POST
// /broadcasting/auth + subscribe); a send counts when its MessageSent reached all of them, once
// each and in seq order per conversation. `mode: 'floor'`: the same against lib/floor-route.ts
// (POST /send-delivered, same body and token). `mode: 'bare'`: the bare Fastify + pg route (POST
// /send, same body), counted at its 201. Plain JS so it runs in a worker thread without a
// TypeScript loader; loopback only.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

import { io } from 'socket.io-client';

const { mode, baseUrl, rooms, durationMs, maxMessages, inflight, timeCapMs, text, tag } =
  workerData;
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(baseUrl).hostname)) {
  throw new Error(`bench targets loopback only, not ${baseUrl}`);
}
const agent = new Agent({ keepAlive: true, maxSockets: Math.max(inflight, 4) });

function post(path, token, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request(
      new URL(path, baseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
    req.end(payload);
  });
}

const delivers = mode !== 'bare';
const receivers = delivers ? rooms.reduce((n, room) => n + room.tokens.length, 0) : 0;
const copiesOf = new Map(); // client id → copies received
const sentAt = new Map(); // client id → send start
const lastSeqOf = new Map(); // receiver → last seq it heard
let delivered = 0;
let duplicates = 0;
let outOfOrder = 0;
let lastArrival = 0;
let expected = Number.POSITIVE_INFINITY;
const latencies = [];
let onComplete = () => {};
const complete = new Promise((resolve) => (onComplete = resolve));

function arrived(envelope, receiver, membersOfRoom) {
  if (envelope.event !== 'MessageSent') return;
  const clientId = envelope.data.extra?.client_id;
  const started = sentAt.get(clientId);
  if (started === undefined) return;
  const seq = envelope.data.seq;
  if (seq <= (lastSeqOf.get(receiver) ?? 0)) outOfOrder += 1;
  lastSeqOf.set(receiver, seq);
  const copies = (copiesOf.get(clientId) ?? 0) + 1;
  copiesOf.set(clientId, copies);
  if (copies > membersOfRoom) duplicates += 1;
  const now = performance.now();
  if (copies === membersOfRoom) latencies.push(now - started);
  lastArrival = now;
  delivered += 1;
  if (delivered >= expected) onComplete();
}

async function subscribe(room, token, receiver) {
  const channel = `presence-chat.${room.conversationId}`;
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const auth = await post('/broadcasting/auth', token, {
    socket_id: socket.id,
    channel_name: channel,
  });
  if (auth.status !== 200) throw new Error(`broadcasting/auth: ${auth.status}`);
  const ack = await socket
    .timeout(10_000)
    .emitWithAck('subscribe', { channel, ...JSON.parse(auth.body.toString()) });
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.message}`);
  socket.on('event', (envelope) => arrived(envelope, receiver, room.tokens.length));
  return () => socket.close();
}

const closers = [];
if (delivers) {
  let receiver = 0;
  // A few at a time: hundreds of handshakes at once only measure the accept queue.
  const pending = [];
  for (const room of rooms) {
    for (const token of room.tokens) {
      pending.push(subscribe(room, token, receiver));
      receiver += 1;
      if (pending.length >= 16) closers.push(...(await Promise.all(pending.splice(0))));
    }
  }
  closers.push(...(await Promise.all(pending)));
}

const PATHS = { app: '/api/chat/messages', floor: '/send-delivered', bare: '/send' };
let next = 0;
let errors = 0;
let ok = 0;
const postLatencies = [];
const started = performance.now();
const stopSending = started + durationMs;

async function lane() {
  while (next < maxMessages && performance.now() < stopSending) {
    const index = next;
    next += 1;
    const room = rooms[index % rooms.length];
    const token = room.tokens[Math.floor(index / rooms.length) % room.tokens.length];
    const clientId = `${tag}-${index}`;
    const body = {
      chat_conversation_id: room.conversationId,
      text,
      extra: { date: new Date().toISOString(), client_id: clientId },
    };
    const sendStart = performance.now();
    sentAt.set(clientId, sendStart);
    const answer = await post(PATHS[mode], token, body);
    if (answer.status === 201) {
      ok += 1;
      postLatencies.push(performance.now() - sendStart);
    } else {
      errors += 1;
      if (errors <= 3) {
        console.error(`send ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
      }
    }
  }
}

await Promise.all(Array.from({ length: inflight }, lane));
const sendingEnded = performance.now();
let lost = 0;
if (delivers) {
  const membersOf = new Map();
  for (const room of rooms) membersOf.set(room.conversationId, room.tokens.length);
  const perMessage = receivers / rooms.length;
  expected = ok * perMessage;
  if (delivered < expected) {
    await Promise.race([complete, new Promise((resolve) => setTimeout(resolve, timeCapMs))]);
  }
  lost = Math.max(0, expected - delivered);
}
for (const close of closers) close();
agent.destroy();
const sorted = (delivers ? latencies : postLatencies).sort((a, b) => a - b);
const elapsedMs = (delivers ? lastArrival || performance.now() : sendingEnded) - started;
parentPort.postMessage({
  sent: sentAt.size,
  ok,
  errors,
  lost,
  duplicates,
  outOfOrder,
  elapsedMs,
  perSec: ok / (elapsedMs / 1000),
  p50Ms: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
  p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN,
});
