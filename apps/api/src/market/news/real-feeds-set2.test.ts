import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportProblem } from '../problems.js';
import { collectInputs } from './inputs.js';
import { readArticles } from './read-articles.js';

// The second set of real feeds (fixtures/real/SOURCES.md, "Second set"), read as they are. This pins
// their FIRST CONTACT (28 November 2026, before any change made for them); every expected value is
// read off the fixture by hand (dates converted to UTC from the offset each item gives).
const FIXTURES = join(import.meta.dirname, 'fixtures', 'real');

async function read(fixture: string) {
  const { inputs } = await collectInputs([join(FIXTURES, fixture)]);
  const problems: ImportProblem[] = [];
  const articles = inputs.flatMap((input) => readArticles(input.name, input.content, problems));
  return { articles, problems: problems.map((p) => `${p.line}: ${p.message}`) };
}

describe('second set of real feeds, first contact', () => {
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

  it('wrong: text written twice-encoded (UTF-8 read as windows-1252, then saved as UTF-8) is kept garbled', async () => {
    expect((await read('faz-double-encoded.rss')).articles[0]!.title).toBe('KÃ¤ltewelle in Europa: FlÃ¼chtlinge und Obdachlose erfrieren');
    expect((await read('yandex-double-encoded.rss')).articles[0]!.title).toMatch(/^Ð’ ÐœÐ¾Ñ\u0081ÐºÐ²Ðµ/);
  });

  it('refused: items without a date, a date without a time, RFC 822 dates in a JSON Feed, relative links, a long summary', async () => {
    expect((await read('japantimes.rss')).problems).toEqual(['21: item 1 publishedAt: must be an ISO 8601 timestamp with a time zone', '29: item 2 publishedAt: must be an ISO 8601 timestamp with a time zone']);
    expect((await read('finanzen-analysen.rss')).problems).toEqual(['1: item 1 publishedAt: must be an ISO 8601 timestamp with a time zone', '1: item 2 publishedAt: must be an ISO 8601 timestamp with a time zone']);
    expect((await read('rss091-no-item-date.xml')).problems).toEqual(['18: item 1 publishedAt: must be an ISO 8601 timestamp with a time zone']);
    expect((await read('biorxiv-rdf.xml')).problems).toEqual(['31: item 1 publishedAt: must be an ISO 8601 timestamp with a time zone']);
    expect((await read('elastic-jsonfeed.json')).problems).toEqual([1, 2, 3].map((n) => `0: item ${n} publishedAt: must be an ISO 8601 timestamp with a time zone`));
    expect((await read('intertwingly-relative.atom')).problems).toEqual(['20: item 1 url: must be an http(s) URL', '48: item 2 url: must be an http(s) URL']);
    const minutos = await read('20minutos-rdf.rss');
    expect(minutos.problems).toEqual(['1: item 2 summary: must be at most 5000 characters']);
    expect(minutos.articles[0]!.summary).toMatch(/^EFE AdemÃ¡s/);
  });

  it('refused, rightly: a date without a zone, an offset of +3000', async () => {
    expect((await read('nbcny.rss')).problems).toEqual(['20: item 1 publishedAt: must be an ISO 8601 timestamp with a time zone']);
    expect((await read('itunes-sample.rss')).problems).toEqual(['62: item 4 publishedAt: must be an ISO 8601 timestamp with a time zone']);
  });
});
