import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging.js';
import { readableDestination, readableLine } from './readable-log.js';

describe('readable log lines', () => {
  it('writes a request as time, level, method, path, status and duration, then the ids', () => {
    const line = readableLine(
      JSON.stringify({ level: 40, time: Date.UTC(2026, 10, 27, 14, 3, 7), pid: 1, hostname: 'h', req: { id: 'r1', method: 'POST', url: '/v1/clarity/card' }, res: { statusCode: 404 }, responseTime: 11.6, orgId: 'org_1', errorCode: 'not_found', msg: 'request completed' }),
    );
    expect(line).toBe('14:03:07 WARN  POST /v1/clarity/card 404 12 ms  orgId=org_1 errorCode=not_found\n');
  });

  it('writes any other entry as its message and fields, and passes a line that is not JSON unchanged', () => {
    expect(readableLine(JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 9, 0, 0), msg: 'shutting down', signal: 'SIGTERM' }))).toBe('09:00:00 INFO  shutting down  signal=SIGTERM\n');
    expect(readableLine('plain text')).toBe('plain text\n');
  });

  it('is what a pino logger writes through the readable destination, credentials still redacted', async () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const logger = createLogger('info', readableDestination(out));
    logger.info({ apiKey: 'clk_live_secret' }, 'seeded');
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toMatch(/^\d\d:\d\d:\d\d INFO {2}seeded {2}apiKey=\[redacted\]\n$/);
  });
});
