// A TCP proxy between a server process and PostgreSQL that a test can cut and restore —
// what a database restart looks like to the app (its connections reset, new connects refused)
// without restarting the machine's PostgreSQL, which other suites use at the same time.
import { createServer, Socket, type Server } from 'node:net';

export type TcpOutageProxy = {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** Resets every proxied connection and refuses new ones (the port stops listening). */
  cut(): Promise<void>;
  /** Listens on the same port again and forwards new connections. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** Forwards 127.0.0.1:<port> to `target` until cut. */
export async function startTcpOutageProxy(target: {
  host: string;
  port: number;
}): Promise<TcpOutageProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    track(client);
    track(upstream);
    // Either side failing or ending ends the other: the proxy keeps no half-open pair.
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream).pipe(client);
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      // Reset rather than end: the app sees ECONNRESET, as when the server process is killed.
      for (const socket of sockets) {
        if (socket.destroyed) continue;
        try {
          socket.resetAndDestroy();
        } catch {
          socket.destroy();
        }
      }
    });
  return {
    port,
    cut: stopListening,
    restore: async () => {
      if (!server.listening) await listen(port);
    },
    close: stopListening,
  };
}
