import express from 'express';
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SseStream } from './sse.js';

const EVENTS = 100;
const PAYLOAD = 'x'.repeat(256 * 1024);

describe('SseStream', () => {
  it('respects backpressure: stops writing while the client does not read, resumes when it does', async () => {
    let completed = 0;
    let needDrainSeen!: () => void;
    const sawBackpressure = new Promise<void>((resolve) => (needDrainSeen = resolve));
    let serverDone!: () => void;
    const allSent = new Promise<void>((resolve) => (serverDone = resolve));

    const app = express();
    app.get('/stream', async (_req, res) => {
      const stream = new SseStream(res);
      stream.start();
      for (let i = 0; i < EVENTS; i++) {
        const sending = stream.send({ i, payload: PAYLOAD });
        if (res.writableNeedDrain) needDrainSeen();
        await sending;
        completed++;
      }
      stream.end();
      serverDone();
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const response = await new Promise<IncomingMessage>((resolve) => get(`http://127.0.0.1:${port}/stream`, resolve));
    response.pause();
    await sawBackpressure;
    // Let the event loop turn: a writer that ignored backpressure would finish all its sends now.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    // The socket is full and nobody reads: the writer is waiting for 'drain', not queueing everything.
    expect(completed).toBeLessThan(EVENTS);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');

    let bytes = 0;
    response.on('data', (chunk: Buffer) => (bytes += chunk.length));
    response.resume();
    await allSent;
    await new Promise((resolve) => response.on('end', resolve));
    expect(completed).toBe(EVENTS);
    expect(bytes).toBeGreaterThan(EVENTS * PAYLOAD.length);
    server.close();
  });

  it('fires `closed` when the client goes away, and then writes nothing more', async () => {
    let stream!: SseStream;
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const app = express();
    app.get('/stream', (_req, res) => {
      stream = new SseStream(res);
      stream.start();
      opened();
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const request = get(`http://127.0.0.1:${port}/stream`);
    request.on('error', () => undefined);
    await isOpen;
    expect(stream.closed.fired).toBe(false);
    const closed = new Promise<void>((resolve) => stream.closed.onFire(resolve));
    request.destroy();
    await closed;
    expect(stream.open).toBe(false);
    await stream.send({ ignored: true });
    server.close();
  });
});
