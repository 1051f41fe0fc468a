import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logging.js';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { NewsPoller } from './poller.js';

/** A real local HTTP server standing in for the publishers' feeds: one handler per path. */
let feedServer: Server;
let base: string;
let routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
let ctx: TestContext;
let logLines: string[];

beforeEach(async () => {
  routes = {};
  feedServer = createServer((req, res) => {
    const handler = routes[new URL(req.url!, 'http://x').pathname];
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  ctx = await createTestContext();
  logLines = [];
});
afterEach(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
  await ctx.close();
});

const rss = (items: { id: string; title: string; day: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Local Wire</title>${items
    .map((i) => `<item><title>${i.title}</title><link>https://example.com/${i.id}</link><guid>${i.id}</guid><pubDate>${new Date(`${i.day}T10:00:00Z`).toUTCString()}</pubDate></item>`)
    .join('')}</channel></rss>`;

function poller(feeds: string[], now = () => Date.now(), timeoutMs = 500) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  return new NewsPoller({
    feeds,
    pollSeconds: 60,
    ingester: ctx.app.locals.services.news,
    logger: createLogger('info', sink),
    limits: { timeoutMs, maxBytes: 20_000 },
    now,
  });
}

describe('NewsPoller', () => {
  it('asks with If-None-Match / If-Modified-Since, ingests only what is new, one version per poll that brings something', async () => {
    let etagFeed = rss([{ id: 'p1', title: 'Copper strike halts two mines in Chile', day: '2026-02-27' }]);
    const seen: (string | undefined)[] = [];
    routes['/etag.xml'] = (req, res) => {
      const etag = `"${etagFeed.length}"`;
      seen.push(req.headers['if-none-match']);
      if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
      res.writeHead(200, { etag, 'content-type': 'application/rss+xml' }).end(etagFeed);
    };
    const modified = 'Fri, 27 Feb 2026 12:00:00 GMT';
    const sinceSeen: (string | undefined)[] = [];
    routes['/modified.xml'] = (req, res) => {
      sinceSeen.push(req.headers['if-modified-since']);
      if (req.headers['if-modified-since'] === modified) return res.writeHead(304).end();
      res.writeHead(200, { 'last-modified': modified }).end(rss([{ id: 'm1', title: 'Gold tops $3,000 an ounce', day: '2026-02-27' }]));
    };
    const news = poller([`${base}/etag.xml`, `${base}/modified.xml`]);
    const market = ctx.app.locals.services.market;
    const start = await market.version();

    expect(await news.pollOnce()).toEqual({ version: start + 1, articles: 2 });
    expect(await news.pollOnce()).toEqual({ articles: 0 });
    expect(await market.version()).toBe(start + 1);
    expect(seen).toEqual([undefined, `"${rss([{ id: 'p1', title: 'Copper strike halts two mines in Chile', day: '2026-02-27' }]).length}"`]);
    expect(sinceSeen).toEqual([undefined, modified]);

    etagFeed = rss([
      { id: 'p1', title: 'Copper strike halts two mines in Chile', day: '2026-02-27' },
      { id: 'p2', title: 'Copper strike in Chile spreads to a third mine', day: '2026-02-28' },
    ]);
    expect(await news.pollOnce()).toEqual({ version: start + 2, articles: 1 });
    const sources = await market.sources(['p1', 'p2', 'm1']);
    expect([...sources.keys()].sort()).toEqual(['m1', 'p1', 'p2']);
  });

  it('does not stall on a slow, garbage or oversize feed: each backs off exponentially while the good feed is ingested', async () => {
    routes['/good.xml'] = (_req, res) => res.writeHead(200).end(rss([{ id: 'g1', title: 'Oil rises as OPEC+ keeps output steady', day: '2026-02-27' }]));
    routes['/slow.xml'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0">'); // and never more
    };
    routes['/garbage.xml'] = (_req, res) => res.writeHead(200).end('<<<this is not a feed>>>');
    routes['/huge.xml'] = (_req, res) => {
      // Chunked, no Content-Length: the cap must hold while streaming.
      res.writeHead(200);
      const chunk = `<!-- ${'x'.repeat(4000)} -->`;
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => clearInterval(timer));
    };
    let now = Date.parse('2026-03-02T12:00:00Z');
    const feeds = ['slow', 'garbage', 'huge'].map((name) => `${base}/${name}.xml?token=feed-secret-123`);
    const news = poller([...feeds, `${base}/good.xml`], () => now);

    const started = performance.now();
    expect(await news.pollOnce()).toMatchObject({ articles: 1 });
    expect(performance.now() - started).toBeLessThan(5000);
    for (const feed of feeds) expect(news.retryAt(feed)).toBe(now + 60_000);

    now += 60_000;
    await news.pollOnce();
    for (const feed of feeds) expect(news.retryAt(feed)).toBe(now + 120_000);
    expect(news.retryAt(`${base}/good.xml`)).toBe(0);

    const logs = logLines.join('');
    expect(logs).toContain('news feed failed; backing off');
    expect(logs).toContain('is larger than 20000 bytes');
    expect(logs).toContain('no complete answer within 500 ms');
    expect(logs).not.toContain('feed-secret-123');
  });

  it('starts polling at once and stops cleanly, cancelling a request in flight', async () => {
    let asked = 0;
    routes['/hang.xml'] = () => {
      asked++;
    };
    // A request that would hang for 30 s: stopping well within that proves it was cancelled, not waited for, and a
    // first request within seconds of a 60 s poll interval proves polling began at once (bounds that hold on a loaded
    // machine, where 100 ms and 400 ms did not).
    const news = poller([`${base}/hang.xml`], () => Date.now(), 30_000);
    news.start();
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(1);
    const stopping = performance.now();
    await news.stop();
    expect(performance.now() - stopping).toBeLessThan(10_000);
    expect(asked).toBe(1);
  });
});
