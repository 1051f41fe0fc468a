import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportProblem } from '../problems.js';
import { collectInputs } from './inputs.js';
import { readArticles } from './read-articles.js';

// The second set of real feeds (fixtures/real/SOURCES.md, "Second set"), read as they are. First contact
// (before any change for them) is recorded in docs/market-data.md; this pins what they give now. Every
// expected value is read off the fixture by hand (dates converted to UTC from the offset each item gives).
const FIXTURES = join(import.meta.dirname, 'fixtures', 'real');

async function read(fixture: string) {
  const { inputs } = await collectInputs([join(FIXTURES, fixture)]);
  const problems: ImportProblem[] = [];
  const articles = inputs.flatMap((input) => readArticles(input.name, input.content, problems));
  return { articles, problems: problems.map((p) => `${p.line}: ${p.message}`) };
}

describe('second set of real feeds', () => {
  it('right: a podcast, a Latin-1 and a windows-1251 feed, Reuters and The Moscow Times', async () => {
    const pick = async (fixture: string) => {
      const { articles, problems } = await read(fixture);
      expect(problems).toEqual([]);
      return articles.map((a) => [a.title, a.publishedAt, a.url]);
    };
    expect(await pick('anchorfm-podcast.rss')).toEqual([['Advocating for our children', '2023-02-08T20:34:49.000Z', 'https://podcasters.spotify.com/pod/show/lisa-mccoy/episodes/Advocating-for-our-children-e1oq9fb']]);
    expect((await pick('intranet30-latin1.xml')).map(([title, at]) => [title, at])).toEqual([
      ['SVART MÅNAD - DÖDSOLYCKA i Vetlanda', '2018-08-19T07:14:00.000Z'],
      ['Green Cargo - en miljöbov som orsakar hörselskador och bränder', '2018-08-19T05:30:00.000Z'],
    ]);
    expect((await pick('oren-windows1251.xml')).map(([title, at]) => [title, at])).toEqual([
      ['В Бузулуке главные стройплощадки – детсад и Ледовый дворец', '2014-01-22T14:31:31.000Z'],
      ['ЧОПовцы в Оренбурге избили молодого человека', '2014-01-22T14:25:42.000Z'],
    ]);
    expect((await pick('reuters-world.rss')).map(([, at]) => at)).toEqual(['2017-01-07T13:52:27.000Z', '2017-01-06T23:04:47.000Z']);
    expect((await pick('moscowtimes.rss')).map(([title]) => title)).toEqual(['Russian State TV Praises Trump for Avoiding ‘Democracy’ in Inauguration Speech', 'Innovative Uzbek Cuisine at Oxus']);
  });

  it('undoes text encoded twice (UTF-8 read as windows-1252 and saved as UTF-8 again), German and Russian', async () => {
    expect((await read('faz-double-encoded.rss')).articles.map((a) => a.title)).toEqual(['Kältewelle in Europa: Flüchtlinge und Obdachlose erfrieren', 'Infineon-Chef: „Ohne uns fährt kein Fahrzeug autonom“']);
    const yandex = (await read('yandex-double-encoded.rss')).articles[0]!;
    expect([yandex.title, yandex.publisher]).toEqual(['В Москве из-за сильных морозов объявлен «оранжевый» уровень опасности', 'Яндекс.Новости: Москва']);
  });

  it('reads a day as a dc:date, RFC 822 dates in a JSON Feed, links relative to the feed, a whole article as a description', async () => {
    const biorxiv = await read('biorxiv-rdf.xml');
    expect(biorxiv.problems).toEqual([]);
    expect(biorxiv.articles.map((a) => [a.url, a.publishedAt])).toEqual([['http://biorxiv.org/cgi/content/short/2023.12.16.571984v1?rss=1', '2023-12-16T00:00:00.000Z']]);
    const atom = await read('intertwingly-relative.atom');
    expect(atom.problems).toEqual([]);
    expect(atom.articles.map((a) => [a.url, a.publishedAt])).toEqual([
      ['http://intertwingly.net/blog/2012/07/16/Inhibiting-Suspend', '2012-07-16T15:48:01.000Z'],
      ['http://intertwingly.net/blog/2012/07/10/utf8mb4', '2012-07-10T17:55:32.000Z'],
    ]);
    const minutos = await read('20minutos-rdf.rss');
    expect(minutos.problems).toEqual([]);
    expect(minutos.articles[0]!.summary).toMatch(/^EFE Además, Obama ha recordado/);
    expect(minutos.articles[1]).toMatchObject({ title: 'Las rebajas animarán el comercio tras un 2016 "atípico" por la incertidumbre política', summary: '' });
    expect(minutos.articles[1]!.body.length).toBeGreaterThan(5000);
  });

  it('refuses clearly: items without a date (named as missing), a date without a zone or with an offset of +3000 (quoted)', async () => {
    const missing = (item: number) => `item ${item} publishedAt: is missing (in a feed: the item has no pubDate, dc:date, published, updated or date_published)`;
    expect((await read('japantimes.rss')).problems).toEqual([`21: ${missing(1)}`, `29: ${missing(2)}`]);
    expect((await read('finanzen-analysen.rss')).problems).toEqual([`1: ${missing(1)}`, `1: ${missing(2)}`]);
    expect((await read('rss091-no-item-date.xml')).problems).toEqual([`18: ${missing(1)}`]);
    // The JSON Feed's two dated items read (RFC 822 dates); its third, "Fake item", has none.
    const elastic = await read('elastic-jsonfeed.json');
    expect(elastic.problems).toEqual([`0: ${missing(3)}`]);
    expect(elastic.articles.map((a) => a.publishedAt)).toEqual(['2019-05-31T19:17:58.000Z', '2018-02-06T13:34:12.000Z']);
    expect((await read('nbcny.rss')).problems).toEqual(['20: item 1 publishedAt: must be an ISO 8601 timestamp with a time zone, not "Sat, Dec 16 2023 02:02:33 PM"']);
    expect((await read('itunes-sample.rss')).problems).toEqual(['62: item 4 publishedAt: must be an ISO 8601 timestamp with a time zone, not "Fri, 11 Mar 2016 01:15:00 +3000"']);
  });
});
