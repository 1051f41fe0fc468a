import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, httpLogger } from './logging.js';
import { readableDestination } from './readable-log.js';

// The request log a person reads after `npm start`'s banner: health probes answered are left out at
// the default level (info), and shown at debug; every other request, and a failing probe, is a line.
function serverLogging(level: string): { server: Server; lines: () => string[] } {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const log = httpLogger(createLogger(level, readableDestination(out)));
  const server = createServer((req, res) => {
    log(req, res, () => {
      res.statusCode = req.url === '/readyz?fail=1' ? 503 : req.url?.startsWith('/v1/') ? 404 : 200;
      res.end('{}');
    });
  });
  return { server, lines: () => written.split('\n').filter(Boolean) };
}

async function get(server: Server, path: string): Promise<void> {
  const { port } = server.address() as AddressInfo;
  await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
}

describe('health probes in the request log', () => {
  const info = serverLogging('info');
  const debug = serverLogging('debug');
  beforeAll(async () => {
    for (const s of [info, debug]) await new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const s of [info, debug]) await new Promise((resolve) => s.server.close(resolve));
  });

  it('leaves out answered probes at info, and keeps the other requests and a failing probe', async () => {
    for (const path of ['/healthz', '/readyz', '/docs', '/v1/nothing', '/readyz?fail=1']) await get(info.server, path);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = info.lines();
    expect(lines.some((l) => / GET \/healthz /.test(l))).toBe(false);
    expect(lines.some((l) => / GET \/readyz 200 /.test(l))).toBe(false);
    expect(lines.some((l) => / INFO {2}GET \/docs 200 /.test(l))).toBe(true);
    expect(lines.some((l) => / WARN {2}GET \/v1\/nothing 404 /.test(l))).toBe(true);
    expect(lines.some((l) => / ERROR GET \/readyz\?fail=1 503 /.test(l))).toBe(true);
  });

  it('shows answered probes at debug', async () => {
    await get(debug.server, '/healthz');
    await new Promise((resolve) => setImmediate(resolve));
    expect(debug.lines().some((l) => / DEBUG GET \/healthz 200 /.test(l))).toBe(true);
  });
});
