import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext | undefined;
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  await ctx?.close();
  ctx = undefined;
});

async function listening(env: Record<string, string> = {}): Promise<{ server: Server; port: number }> {
  ctx = await createTestContext(env);
  server = ctx.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

describe('connection timeouts', () => {
  it('by default keep idle connections longer than a load balancer’s 60 s, and headers a little longer', async () => {
    const { server } = await listening();
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('take CLARITY_KEEP_ALIVE_TIMEOUT_MS and CLARITY_HEADERS_TIMEOUT_MS, and the server closes an idle connection after it', async () => {
    const { server, port } = await listening({ CLARITY_KEEP_ALIVE_TIMEOUT_MS: '300', CLARITY_HEADERS_TIMEOUT_MS: '400' });
    expect(server.keepAliveTimeout).toBe(300);
    expect(server.headersTimeout).toBe(400);

    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const sentAt = Date.now();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await once(socket, 'close');
    const closedAfter = Date.now() - sentAt;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.toLowerCase()).toContain('keep-alive: timeout=');
    // Closed by the server's keep-alive timer (300 ms), not Node's default 5 s.
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(3_000);
  });

  it('refuse a headers timeout that does not exceed the keep-alive timeout', () => {
    expect(() => loadConfig({ CLARITY_KEEP_ALIVE_TIMEOUT_MS: '65000', CLARITY_HEADERS_TIMEOUT_MS: '65000' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLARITY_KEEP_ALIVE_TIMEOUT_MS: '70000' })).toThrow(/CLARITY_HEADERS_TIMEOUT_MS: must be greater/);
    expect(loadConfig({}).connections).toEqual({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000 });
  });
});
