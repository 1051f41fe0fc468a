import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportProblem } from '../problems.js';
import { feedDateToIso } from './feed-dates.js';
import { collectInputs } from './inputs.js';
import { readArticles } from './read-articles.js';

// Feeds as publishers wrote them (fixtures/real/SOURCES.md); every expected value is read off the fixture.
const FIXTURES = join(import.meta.dirname, 'fixtures', 'real');

async function articlesOf(spec: string) {
  const { inputs } = await collectInputs([spec]);
  const problems: ImportProblem[] = [];
  const articles = inputs.flatMap((input) => readArticles(input.name, input.content, problems));
  return { articles, problems };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('real feeds', () => {
  it('reads a feed declared ISO-8859-1 in its own encoding, not as UTF-8', async () => {
    const { articles, problems } = await articlesOf(join(FIXTURES, 'jn-latin1.rss'));
    expect(problems).toEqual([]);
    expect(articles).toHaveLength(40);
    const lisboa = articles.find((a) => a.url.includes('9020740'))!;
    expect(lisboa).toMatchObject({ title: 'Lisboa quer passes sociais com acesso a táxis e bicicletas', publisher: 'Jornal de Notícias - Últimas Notícias', publishedAt: '2018-01-03T00:25:00.000Z' });
    expect(articles.some((a) => `${a.title}${a.summary}${a.publisher}`.includes('\uFFFD'))).toBe(false);
  });

  it('reads an undeclared Latin-1 feed with Portuguese day and month names, at the offset it gives', async () => {
    const { articles, problems } = await articlesOf(join(FIXTURES, 'uol-latin1-pt-dates.rss'));
    expect(problems).toEqual([]);
    expect(articles.map((a) => [a.title, a.publishedAt])).toEqual([
      ['Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno', '2018-09-24T22:42:40.000Z'],
      ['Promotoria abre inquérito para apurar suspeita de improbidade de Skaf no Sebrae-SP', '2018-09-24T22:38:00.000Z'],
    ]);
    expect(articles[0]!.summary).toMatch(/^Líder na pesquisa Ibope de intenção de voto/);
  });

  it('reads a fetched Latin-1 feed in its own encoding (its server names ISO-8859-1), not as UTF-8', async () => {
    const bytes = readFileSync(join(FIXTURES, 'uol-latin1-pt-dates.rss'));
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml; charset=ISO-8859-1' }).end(bytes));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { articles } = await articlesOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`);
    expect(articles[1]!.title).toBe('Promotoria abre inquérito para apurar suspeita de improbidade de Skaf no Sebrae-SP');
  });

  it('reads RSS 1.0 (RDF): Dublin Core date, numeric character references decoded', async () => {
    const { articles, problems } = await articlesOf(join(FIXTURES, 'craigslist-rdf.rss'));
    expect(problems).toEqual([]);
    expect(articles).toEqual([
      expect.objectContaining({
        url: 'http://sfbay.craigslist.org/eby/apa/6186664607.html',
        title: 'Bright, Spacious Beautiful Victorian (oakland north / temescal) $4300 3bd 1930ft 2',
        publisher: 'craigslist SF bay area | apts/housing for rent search',
        publishedAt: '2017-06-21T17:33:10.000Z',
      }),
    ]);
  });

  it('reads the ECB and Federal Reserve press feeds (a BOM, a +0200 offset, no description)', async () => {
    const ecb = await articlesOf(join(FIXTURES, 'ecb-press.xml'));
    expect(ecb.articles.map((a) => [a.title, a.publishedAt, a.publisher])).toEqual([
      ['Philip R. Lane: Outlook for the euro area economy', '2026-07-24T15:30:00.000Z', 'ECB - European Central Bank'],
      ['Monetary policy decisions', '2026-07-23T12:15:00.000Z', 'ECB - European Central Bank'],
    ]);
    const fed = await articlesOf(join(FIXTURES, 'fed-press.xml'));
    expect(fed.problems).toEqual([]);
    expect(fed.articles.map((a) => [a.url, a.publishedAt])).toEqual([
      ['https://www.federalreserve.gov/newsevents/pressreleases/bcreg20260716a.htm', '2026-07-16T18:00:00.000Z'],
      ['https://www.federalreserve.gov/newsevents/pressreleases/monetary20260714a.htm', '2026-07-14T18:00:00.000Z'],
    ]);
  });

  it('reads a JSON Feed whose version is written 1.0 instead of the URL', async () => {
    const { articles, problems } = await articlesOf(join(FIXTURES, 'gofeed-json10.json'));
    expect(problems).toEqual([]);
    expect(articles).toEqual([expect.objectContaining({ sourceId: 'id', url: 'https://sample-json-feed.com/id', title: 'title', summary: 'summary', publishedAt: '2019-10-12T07:20:50.520Z' })]);
  });

  it('reads RFC 822 dates only with a zone it knows, in seven languages', () => {
    expect(feedDateToIso('Wed, 16 Sep 2026 18:05:00 GMT')).toBe('2026-09-16T18:05:00.000Z');
    expect(feedDateToIso('Mi, 03 Mär 2021 10:00:00 +0100')).toBe('2021-03-03T09:00:00.000Z');
    expect(feedDateToIso('mar., 14 janv. 2025 08:30:00 EST')).toBe('2025-01-14T13:30:00.000Z');
    // A day alone (W3C-DTF's complete date) is that day; a day the month lacks is not read.
    expect([feedDateToIso('2023-12-16'), feedDateToIso('2023-02-30')]).toEqual(['2023-12-16T00:00:00.000Z', '2023-02-30']);
    // No zone, a zone name RFC 822 does not have, an unknown month, a day the month lacks: left for the schema to refuse.
    for (const unread of ['Wed, 16 Sep 2026 18:05:00', '16 Sep 2026 18:05:00 CET', '16 Sepactive 2026 18:05:00 GMT', '31 Feb 2026 10:00:00 GMT', '03 Apr 02 1500 GMT']) {
      expect(feedDateToIso(unread)).toBe(unread);
    }
  });
});
