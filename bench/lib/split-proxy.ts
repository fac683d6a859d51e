import { Agent, createServer, request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface SplitProxy {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A loopback load balancer with two routes, as production splits the API and the `ws.` host:
 * plain HTTP (the API, /broadcasting/auth) goes to `http`, WebSocket upgrades (Socket.IO) to
 * `ws`. The fan-out worker takes one origin, so this is how its sender reaches node A while its
 * receivers sit on node B. Both bench variants go through it, so the hop cancels in the ratio.
 */
export async function startSplitProxy(targets: { http: string; ws: string }): Promise<SplitProxy> {
  const api = new URL(targets.http);
  const ws = new URL(targets.ws);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const tunnels = new Set<Socket>();
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, client: Socket, head: Buffer) => {
    const upstream = connect(Number(ws.port), ws.hostname, () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.setNoDelay(true);
    client.setNoDelay(true);
    const drop = () => {
      tunnels.delete(client);
      upstream.destroy();
      client.destroy();
    };
    tunnels.add(client);
    for (const end of [upstream, client]) {
      end.on('error', drop);
      end.on('close', drop);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const tunnel of tunnels) tunnel.destroy();
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
