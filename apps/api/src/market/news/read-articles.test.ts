import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImportProblem } from '../problems.js';
import { sourceIdOf } from './article.js';
import { NEWS_LIMITS } from './limits.js';
import { readArticles } from './read-articles.js';

const read = (content: string) => {
  const problems: ImportProblem[] = [];
  const articles = readArticles('feed.xml', content, problems);
  return { articles, problems };
};

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ url: 'https://example.com/a', title: 'Fed cuts rates', publisher: 'Wire', publishedAt: '2026-09-16T18:05:00Z', ...fields });

describe('readArticles', () => {
  it('reads JSON Lines and names the line and field of every problem', () => {
    const { articles, problems } = read(
      [line({ id: 'a-1', tickers: ['NVDA'] }), '', line({ url: 'ftp://x', publishedAt: '2026-09-16' }), '{not json', line({ extra: 1 })].join('\n'),
    );
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({ sourceId: 'a-1', tickers: ['NVDA'], summary: '', synthetic: false });
    const messages = problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(messages).toContain('feed.xml:3: url: must be an http(s) URL');
    expect(messages).toContain('feed.xml:3: publishedAt: must be an ISO 8601 timestamp with a time zone, not "2026-09-16"');
    expect(messages.some((m) => m.startsWith('feed.xml:4: not valid JSON'))).toBe(true);
    expect(messages.some((m) => m.startsWith('feed.xml:5:') && m.includes('extra'))).toBe(true);
  });

  it('gives an article without an id the source id url: + 16 hex of the SHA-256 of its URL', () => {
    // printf 'https://example.com/a' | sha256sum
    expect(sourceIdOf({ url: 'https://example.com/a' })).toBe('url:2dce0a4c50441bfc');
    expect(sourceIdOf({ id: 'mine', url: 'https://example.com/a' })).toBe('mine');
  });

  it('reads RSS 2.0 items (HTML stripped, RFC 822 dates) and names the item and line of a bad one', () => {
    const rss = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Northbridge Wire</title>
<item><title>Fed cuts &amp; signals more</title><link>https://example.com/fed</link><guid>fed-1</guid>
<description>&lt;p&gt;The Fed cut rates.&lt;/p&gt;</description><pubDate>Wed, 16 Sep 2026 18:05:00 GMT</pubDate></item>
<item><title>No link</title><pubDate>Wed, 16 Sep 2026 19:00:00 GMT</pubDate></item>
</channel></rss>`;
    const { articles, problems } = read(rss);
    expect(articles).toEqual([
      expect.objectContaining({ sourceId: 'fed-1', title: 'Fed cuts & signals more', summary: 'The Fed cut rates.', publisher: 'Northbridge Wire', publishedAt: '2026-09-16T18:05:00.000Z' }),
    ]);
    expect(problems).toEqual([expect.objectContaining({ file: 'feed.xml', line: 5, message: expect.stringMatching(/^item 2 url:/) })]);
  });

  it("reads an entry's relative link against the feed's own address, never against a guessed one", () => {
    const atom = (extra: string) => `<feed xmlns="http://www.w3.org/2005/Atom"${extra}><title>Blog</title><link rel="self" href="https://example.com/blog/index.atom"/>
<entry><title>Post</title><id>tag:example.com,2026:1</id><link href="/blog/2026/post"/><updated>2026-10-29T12:15:00Z</updated></entry></feed>`;
    expect(read(atom('')).articles).toEqual([expect.objectContaining({ url: 'https://example.com/blog/2026/post' })]);
    // xml:base may differ element by element and is not read: a link relative to it is refused, not guessed.
    expect(read(atom(' xml:base="https://other.example/"')).problems).toEqual([expect.objectContaining({ line: 2, message: 'item 1 url: must be an http(s) URL' })]);
  });

  it('reads Atom 1.0 entries and JSON Feed 1.1 items', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Harbor Journal</title>
<entry><title>ECB holds</title><id>tag:harbor,2026:ecb</id><link rel="alternate" href="https://example.com/ecb"/><published>2026-10-29T12:15:00+01:00</published><summary>Deposit rate at 2%.</summary></entry></feed>`;
    expect(read(atom).articles).toEqual([
      expect.objectContaining({ url: 'https://example.com/ecb', title: 'ECB holds', summary: 'Deposit rate at 2%.', publisher: 'Harbor Journal', publishedAt: '2026-10-29T11:15:00.000Z' }),
    ]);
    const json = JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'Ledger', items: [{ id: 'j1', url: 'https://example.com/j', title: 'Gold record', content_text: 'Gold tops $4,000.', date_published: '2026-10-07T06:00:00Z' }] });
    expect(read(json).articles).toEqual([expect.objectContaining({ sourceId: 'j1', body: 'Gold tops $4,000.', publisher: 'Ledger' })]);
  });

  it("keeps the feed's own id whatever it holds: items sharing a link stay apart, an entry whose link changes stays one", () => {
    const sha = (text: string) => `guid:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    const rss = `<rss version="2.0"><channel><title>Acme news</title>
<item><title>Acme raises guidance</title><link>https://acme.example/news</link><guid isPermaLink="false">acme/news/101</guid><pubDate>Wed, 16 Sep 2026 18:05:00 GMT</pubDate></item>
<item><title>Acme names a new CFO</title><link>https://acme.example/news</link><guid isPermaLink="false">acme/news/102</guid><pubDate>Thu, 17 Sep 2026 09:00:00 GMT</pubDate></item>
<item><title>Acme buys back shares</title><link>https://acme.example/buyback</link><guid>https://acme.example/buyback</guid><pubDate>Fri, 18 Sep 2026 09:00:00 GMT</pubDate></item>
</channel></rss>`;
    expect(read(rss).articles.map((a) => a.sourceId)).toEqual([sha('acme/news/101'), sha('acme/news/102'), sourceIdOf({ url: 'https://acme.example/buyback' })]);
    const atom = (href: string) =>
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>Harbor</title><entry><title>ECB holds</title><id>tag:harbor,2026:ecb</id><link href="${href}"/><updated>2026-10-29T12:15:00Z</updated></entry></feed>`;
    expect(read(atom('https://example.com/ecb')).articles[0]!.sourceId).toBe(sha('tag:harbor,2026:ecb'));
    expect(read(atom('https://example.com/ecb-updated')).articles[0]!.sourceId).toBe(sha('tag:harbor,2026:ecb'));
  });

  it('names the line where a truncated feed breaks', () => {
    const rss = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>W</title>
<item><title>A</title><link>https://e.com/a</link><guid>a-1</guid><pubDate>Wed, 16 Sep 2026 18:05:00 GMT</pubDate></item>
<item><title>C</title><link>https://e.com/c`;
    const { articles, problems } = read(rss);
    expect(articles).toEqual([]);
    expect(problems).toEqual([{ file: 'feed.xml', line: 4, message: 'is not well-formed XML, so no feed can be read from it: the document ends with <rss>, <channel>, <item>, <link> still open: the file is cut off' }]);
  });

  it('never expands entities: a billion-laughs document and an external entity are harmless and quick', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]>
<rss version="2.0"><channel><title>T</title><item><title>&lol9;</title><link>https://example.com/l</link><pubDate>Wed, 16 Sep 2026 18:05:00 GMT</pubDate></item></channel></rss>`;
    const started = performance.now();
    const { articles, problems } = read(laughs);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems).toEqual([]);
    expect(articles[0]!.title).toBe('&lol9;');

    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>T</title><item><title>&xxe;</title><link>https://example.com/x</link><pubDate>Wed, 16 Sep 2026 18:05:00 GMT</pubDate></item></channel></rss>`;
    const result = read(external);
    expect(JSON.stringify(result)).not.toContain('root:');
    expect(result.articles.map((a) => a.title)).not.toContain(expect.stringContaining('root'));
  });

  it('refuses garbage, an input over 5 MB and one over 5,000 items', () => {
    expect(read('<<<not a feed').problems[0]).toMatchObject({ line: 1, message: expect.stringMatching(/^is not well-formed XML/) });
    expect(read('x'.repeat(NEWS_LIMITS.maxBytes + 1)).problems[0]!.message).toBe(`is larger than ${NEWS_LIMITS.maxBytes} bytes`);
    const many = Array.from({ length: NEWS_LIMITS.maxItems + 1 }, (_, i) => line({ id: `a-${i}`, url: `https://example.com/${i}` })).join('\n');
    const { articles, problems } = read(many);
    expect(articles).toEqual([]);
    expect(problems[0]!.message).toBe(`holds ${NEWS_LIMITS.maxItems + 1} articles; at most ${NEWS_LIMITS.maxItems} are read from one input`);
  });
});
