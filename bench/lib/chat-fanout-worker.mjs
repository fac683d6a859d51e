// Fan-out load thread: N receivers subscribed to one conversation and one sender posting M
// messages over HTTP, all on one clock (performance.now() of this thread). Per delivery it
// records send start → arrival at that receiver (µs). `mode: 'app'` speaks to the real app
// (socket.io-client, POST /broadcasting/auth + subscribe, POST /api/chat/messages); `mode: 'ws'`
// to the raw `ws` baseline (plain WebSocket clients, POST /send). Bounded by M and a time cap;
// loopback only. Plain JS so it runs in a worker thread without a TypeScript loader.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

import { io } from 'socket.io-client';
import { WebSocket } from 'ws';

const {
  mode,
  baseUrl,
  wsUrl,
  tokens,
  conversationId,
  messages,
  rate,
  inflight,
  timeCapMs,
  text,
  tag,
} = workerData;
const target = new URL(baseUrl);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  throw new Error(`bench targets loopback only, not ${target.hostname}`);
}
const channel = `presence-chat.${conversationId}`;
const expected = messages * tokens.length;
const sentAt = new Map();
const latencies = [];
const sendLatencies = [];
let delivered = 0;
let errors = 0;
let envelopeBytes = 0;
let lastArrival = 0;
// A receiver's copies must come once each and in the conversation's order (ARCHITECTURE §3):
// a seq at or below the last one that receiver saw is a duplicate or a reordering.
const lastSeqOf = new Map();
let outOfOrder = 0;
let onComplete = () => {};
const complete = new Promise((resolve) => (onComplete = resolve));

function arrived(envelope, bytes, receiver) {
  if (envelope.event !== 'MessageSent') return;
  const started = sentAt.get(envelope.data.extra?.client_id);
  if (started === undefined) return;
  const now = performance.now();
  const seq = envelope.data.seq;
  if (typeof seq === 'number') {
    if (seq <= (lastSeqOf.get(receiver) ?? 0)) outOfOrder += 1;
    lastSeqOf.set(receiver, seq);
  }
  envelopeBytes ||= bytes;
  latencies.push(Math.round((now - started) * 1000));
  lastArrival = now;
  delivered += 1;
  if (delivered === expected) onComplete();
}

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

const agent = new Agent({ keepAlive: true, maxSockets: Math.max(inflight, 4) });

async function appReceiver(token, receiver) {
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
    .timeout(5000)
    .emitWithAck('subscribe', { channel, ...JSON.parse(auth.body.toString()) });
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.message}`);
  socket.on('event', (envelope) => {
    // socket.io-client hands over the parsed object; the size is measured once, for the baseline.
    arrived(envelope, envelopeBytes ? 0 : Buffer.byteLength(JSON.stringify(envelope)), receiver);
  });
  return () => socket.close();
}

async function wsReceiver(receiver) {
  const socket = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.on('message', (data) => arrived(JSON.parse(data.toString()), data.length, receiver));
  return () => socket.close();
}

const closers = await Promise.all(
  tokens.map((token, receiver) =>
    mode === 'app' ? appReceiver(token, receiver) : wsReceiver(receiver),
  ),
);

let next = 0;
const started = performance.now();
const deadline = started + timeCapMs;

async function lane() {
  while (next < messages && performance.now() < deadline) {
    const index = next;
    next += 1;
    if (rate > 0) {
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const clientId = `${tag}-${index}`;
    const body = {
      chat_conversation_id: conversationId,
      text,
      extra: { date: new Date().toISOString(), client_id: clientId },
    };
    const sendStart = performance.now();
    sentAt.set(clientId, sendStart);
    const answer = await post(mode === 'app' ? '/api/chat/messages' : '/send', tokens[0], body);
    if (answer.status === 201) {
      sendLatencies.push(Math.round((performance.now() - sendStart) * 1000));
    } else {
      errors += 1;
    }
  }
}

await Promise.all(Array.from({ length: inflight }, lane));
const sent = sentAt.size;
if (delivered < sent * tokens.length) {
  await Promise.race([
    complete,
    new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
  ]);
}
for (const close of closers) close();
agent.destroy();
parentPort.postMessage({
  latencies,
  sendLatencies,
  sent,
  delivered,
  expected: sent * tokens.length,
  errors,
  outOfOrder,
  envelopeBytes,
  elapsedMs: (lastArrival || performance.now()) - started,
});
