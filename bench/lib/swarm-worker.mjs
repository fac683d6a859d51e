// A swarm of lightweight receivers in one worker thread. 1,000+ socket.io-client
// instances would make the client the bottleneck, so both sides use the same plain `ws`
// client doing the same work per message (one JSON.parse):
// - `socket.io`: speaks Engine.IO v4 / Socket.IO v5 by hand, as the web client does on the
//   wire: open → `0{…}`, `40` → `40{sid}`, POST /broadcasting/auth with the bearer token,
//   `420["subscribe",{…}]` → ack `430[{ok:true}]`; answers ping `2` with pong `3`; counts
//   `42["event",{event:'MessageSent'}]`.
// - `ws`: a raw WebSocket client that counts `{event:'MessageSent'}` frames.
// Commands from the parent: connect, reset (count copies afresh), wait, report, close.
// Plain JS so it runs in a worker thread without a TypeScript loader; loopback only.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

import { WebSocket } from 'ws';

/** @type {{ protocol: 'socket.io' | 'ws', url: string, apiBaseUrl: string, localAddresses: string[], subscriptions: { token: string, channel: string }[], concurrency: number }} */
const { protocol, url, apiBaseUrl, localAddresses, subscriptions, concurrency } = workerData;
for (const target of [url, apiBaseUrl]) {
  const { hostname } = new URL(target);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
    throw new Error(`bench targets loopback only, not ${hostname}`);
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const sockets = [];
let received = 0;
let lastArrival = 0;
let expected = Infinity;
let onExpected = () => {};
let reached = Promise.resolve({ received: 0, lastArrival: 0 });

function arrived(envelope) {
  if (envelope?.event !== 'MessageSent') return;
  received += 1;
  lastArrival = Date.now();
  if (received === expected) onExpected();
}

function postJson(path, token, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      new URL(path, apiBaseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode === 200) resolve(JSON.parse(text));
          else reject(new Error(`${path}: ${res.statusCode} ${text.slice(0, 200)}`));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function open(index) {
  const localAddress = localAddresses[index % localAddresses.length];
  const target = protocol === 'socket.io' ? `${url}/socket.io/?EIO=4&transport=websocket` : url;
  return new WebSocket(target, { localAddress, perMessageDeflate: false });
}

function rawClient(index) {
  return new Promise((resolve, reject) => {
    const ws = open(index);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.on('message', (data) => arrived(JSON.parse(data.toString())));
  });
}

function socketIoClient(index) {
  const { token, channel } = subscriptions[index];
  return new Promise((resolve, reject) => {
    const ws = open(index);
    ws.once('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === '2') return ws.send('3');
      if (text.startsWith('42')) return arrived(JSON.parse(text.slice(2))[1]);
      if (text.startsWith('430')) {
        const [ack] = JSON.parse(text.slice(3));
        return ack.ok ? resolve(ws) : reject(new Error(`subscribe refused: ${ack.message}`));
      }
      if (text.startsWith('40')) {
        const { sid } = JSON.parse(text.slice(2));
        return void postJson('/broadcasting/auth', token, { socket_id: sid, channel_name: channel })
          .then((auth) => ws.send(`420${JSON.stringify(['subscribe', { channel, ...auth }])}`))
          .catch(reject);
      }
      if (text.startsWith('44')) return reject(new Error(`connect refused: ${text}`));
      if (text.startsWith('0')) return ws.send('40');
      return undefined;
    });
  });
}

async function connectAll() {
  const started = Date.now();
  const connect = protocol === 'socket.io' ? socketIoClient : rawClient;
  let next = 0;
  async function lane() {
    while (next < subscriptions.length) {
      const index = next;
      next += 1;
      sockets.push(await connect(index));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { connected: sockets.length, ms: Date.now() - started };
}

const handlers = {
  connect: connectAll,
  /** Counts MessageSent afresh, towards `copies`; answers at once (the flood starts after). */
  reset: async ({ copies }) => {
    received = 0;
    lastArrival = 0;
    expected = copies;
    reached = new Promise((resolve) => {
      onExpected = () => resolve({ received, lastArrival });
    });
    return {};
  },
  /** Resolves once the copies of the last reset arrived (the parent caps the time). */
  wait: () => reached,
  report: async () => ({ received, lastArrival }),
  close: async () => {
    for (const ws of sockets) ws.terminate();
    agent.destroy();
    return { closed: sockets.length };
  },
};

parentPort.on('message', ({ id, cmd, args }) => {
  handlers[cmd](args).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String(error?.stack ?? error) }),
  );
});
