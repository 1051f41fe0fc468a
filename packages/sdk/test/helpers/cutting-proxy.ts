import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CuttingProxy {
  /** `http://127.0.0.1:<port>`: talks to the target through the proxy. */
  baseURL: string;
  /** The request head (request line and headers, lower-cased names) of each connection, in order. */
  heads: string[];
  close(): Promise<void>;
}

/**
 * Where the i-th connection is cut: after that many response bytes, right after the response's
 * head (`'head'`: the status and headers arrive, no event does), or never (undefined).
 */
export type Cut = number | 'head' | undefined;

/**
 * A TCP proxy in front of a real server that cuts connections (`cutAfter[i]` for the i-th). It
 * stands in for the network dropping a long-lived stream; both sides see the socket close.
 */
export async function startCuttingProxy(target: string, cutAfter: Cut[]): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  const heads: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const cut = cutAfter[heads.length];
    heads.push('');
    const index = heads.length - 1;
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (!heads[index]!.includes('\r\n\r\n')) heads[index] += chunk.toString('latin1');
      upstream.write(chunk);
    });
    let sent = 0;
    let limit = typeof cut === 'number' ? cut : undefined;
    upstream.on('data', (chunk: Buffer) => {
      if (cut === 'head' && limit === undefined) {
        const end = chunk.indexOf('\r\n\r\n');
        if (end >= 0) limit = sent + end + 4;
      }
      if (limit !== undefined && sent + chunk.length >= limit) {
        client.write(chunk.subarray(0, limit - sent));
        client.destroy();
        upstream.destroy();
        return;
      }
      sent += chunk.length;
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heads,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
