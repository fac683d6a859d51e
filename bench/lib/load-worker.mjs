// Load generator thread: keeps `connections` keep-alive HTTP requests in flight against one URL,
// bounded by a request count and a duration, and reports every latency (µs). Loopback only.
// Plain JS so it runs in a worker thread without a TypeScript loader.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, connections, durationMs, maxRequests } = workerData;
const target = new URL(url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  throw new Error(`bench targets loopback only, not ${target.hostname}`);
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let sent = 0;
let errors = 0;
const deadline = performance.now() + durationMs;

function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(target, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) {
          latencies.push(Math.round((performance.now() - started) * 1000));
        } else {
          errors += 1;
        }
        resolve();
      });
    });
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    req.end();
  });
}

async function connection() {
  while (sent < maxRequests && performance.now() < deadline) {
    sent += 1;
    await once();
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, connection));
const elapsedMs = performance.now() - started;
agent.destroy();
parentPort.postMessage({ latencies, errors, elapsedMs });
