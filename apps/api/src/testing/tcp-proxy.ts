import { readFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP relay to a real server that a test can cut (every connection dropped, new ones refused) and restore. */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const relay = (client: Socket): void => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  let server = createServer(relay);
  const port = await listenOutsideEphemeralRange(server, listen);
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut: stop,
    restore: async () => {
      server = createServer(relay);
      await listen(server, port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

/**
 * While the relay is cut its port is free, so it must be one no other process can take meanwhile. A
 * port from `listen(0)` is in the kernel's ephemeral range, where every `listen(0)` (another test
 * file's free-port probe, its server, its own relay) and every outgoing connection picks its local
 * port; with two test files at a time one did: the relay could not listen again, and the server
 * process behind it, reconnecting to its database, reached another file's server instead (or, with
 * nothing listening, its own socket: a TCP self-connect). A random port below that range is picked
 * only by a port number named on purpose; the retry covers one already taken.
 */
async function listenOutsideEphemeralRange(server: Server, listen: (server: Server, port: number) => Promise<number>): Promise<number> {
  const below = ephemeralRangeStart();
  const lowest = 10_000; // clear of the well-known ports and the browser tests' 4010–4012
  for (let attempt = 0; ; attempt++) {
    const port = lowest + Math.floor(Math.random() * (below - lowest));
    try {
      return await listen(server, port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 50) throw error;
    }
  }
}

/** The first port of the kernel's ephemeral range (Linux's default where it cannot be read). */
function ephemeralRangeStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(first) && first > 11_000) return first;
  } catch {
    // not Linux
  }
  return 32_768;
}
