// News ingest (issue #17): 10,000 generated articles threaded into about 500 stories on a real
// SQLite file, then 100 more into that store. In process, on the built code (apps/api/dist), through
// the same `services.news` the CLI and the feed poller use.
// Baseline for the ratio: `market import` of the very records the ingest produced (the same sources,
// stories and developments, already threaded) into a fresh database — the cost of writing the
// result without reading, linking, comparing or threading anything.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';
import { atMost, baselineOf } from '../report.mjs';

const STORIES = 500;
const ARTICLES = 10_000;
const INCREMENT = 100;
const dist = (path) => import(pathToFileURL(join(ROOT, 'apps/api/dist', path)).href);

const SYLLABLES = ['vel', 'mor', 'qua', 'rin', 'tal', 'dex', 'bor', 'sen', 'lum', 'kra', 'fen', 'dor', 'pal', 'zet', 'nov', 'gri', 'hal', 'tor', 'ves', 'cam'];
const EVENTS = [
  ['plant', 'factory', 'production', 'capacity', 'opens'],
  ['merger', 'acquisition', 'bid', 'takeover', 'deal'],
  ['lawsuit', 'court', 'ruling', 'judge', 'appeal'],
  ['recall', 'defect', 'safety', 'regulator', 'probe'],
  ['strike', 'union', 'workers', 'wages', 'walkout'],
  ['contract', 'order', 'supply', 'customer', 'award'],
  ['earnings', 'profit', 'revenue', 'quarter', 'forecast'],
  ['licence', 'approval', 'permit', 'authority', 'review'],
];
const VERBS = ['says', 'confirms', 'reports', 'expects', 'announces', 'plans', 'faces', 'weighs'];
const PUBLISHERS = ['Northbridge Wire', 'Harbor Journal', 'Meridian Times', 'Capital Ledger', 'Atlas Daily', 'Pinecrest News'];

function name(rand, parts) {
  let word = '';
  for (let i = 0; i < parts; i++) word += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
  return word[0].toUpperCase() + word.slice(1);
}

/** `prng`: the sample set's seeded mulberry32, so every run ingests the same articles. */
function generate(prng) {
  const rand = prng(17);
  const instruments = Array.from({ length: 100 }, (_, i) => ({ ticker: `BN${String(i).padStart(3, '0')}`, name: `${name(rand, 3)} Industries` }));
  const start = Date.parse('2026-01-05T08:00:00Z');
  const stories = Array.from({ length: STORIES }, (_, s) => ({
    company: instruments[s % instruments.length],
    event: EVENTS[Math.floor(rand() * EVENTS.length)],
    place: name(rand, 3),
    project: name(rand, 3),
    // Stories start across 300 days and run about two weeks.
    begins: start + Math.floor((s / STORIES) * 300) * 86_400_000,
  }));
  const article = (story, n, seed) => {
    const r = prng(seed);
    const pick = (list) => list[Math.floor(r() * list.length)];
    const at = new Date(story.begins + Math.floor(r() * 14 * 86_400_000)).toISOString();
    const e = story.event;
    return {
      id: `bench-${seed}`,
      url: `https://example.com/bench/${seed}`,
      title: `${story.company.name} ${pick(VERBS)} ${pick(e)} at ${story.place} ${story.project}`,
      summary: `${story.company.name} (${story.company.ticker}) ${pick(VERBS)} the ${story.project} ${pick(e)} in ${story.place}; the ${pick(e)} and ${pick(e)} follow earlier ${pick(e)} news, article ${n}.`,
      publisher: pick(PUBLISHERS),
      publishedAt: at,
      synthetic: true,
    };
  };
  const articles = Array.from({ length: ARTICLES }, (_, i) => article(stories[i % STORIES], i, i + 1));
  // The increment continues the 100 newest stories a day after the corpus ends.
  const increment = Array.from({ length: INCREMENT }, (_, i) => {
    const story = stories[STORIES - 1 - (i % 100)];
    return { ...article(story, ARTICLES + i, ARTICLES + i + 1), publishedAt: new Date(story.begins + 15 * 86_400_000 + i * 60_000).toISOString() };
  });
  return { instruments, articles, increment };
}

const jsonl = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

export default {
  name: 'news',
  async run({ row }) {
    const [{ createApp }, { loadConfig }, { openDatabase }, { createLogger }, { fixedClock }, { prng }] = await Promise.all([
      dist('app.js'),
      dist('config.js'),
      dist('db/database.js'),
      dist('http/logging.js'),
      dist('clock.js'),
      dist('market/sample/generate.js'),
    ]);
    const { instruments, articles, increment } = generate(prng);
    const dir = mkdtempSync(join(tmpdir(), 'clarity-bench-news-'));
    const open = async (file) => {
      const config = loadConfig({ CLARITY_DB_PATH: join(dir, file), CLARITY_PUBLIC_URL: 'http://127.0.0.1:1', CLARITY_LOG_LEVEL: 'silent' });
      const database = await openDatabase(config.dbPath);
      const app = createApp({ config, database, clock: fixedClock(new Date('2026-11-01T12:00:00Z')), logger: createLogger('silent') });
      return { database, services: app.locals.services };
    };
    const instrumentsDir = join(dir, 'instruments');
    mkdirSync(instrumentsDir);
    writeFileSync(join(instrumentsDir, 'instruments.csv'), `ticker,name,asset_class,sector,region,currency\n${instruments.map((i) => `${i.ticker},${i.name},equity,industrials,europe,EUR`).join('\n')}\n`);

    const main = await open('news.db');
    try {
      await main.services.marketImport.importDirectory(instrumentsDir);
      // Two files: one input holds at most 5,000 articles.
      const input = [0, 1].map((half) => ({ name: `bench-${half}.jsonl`, content: jsonl(articles.slice(half * 5000, half * 5000 + 5000)) }));
      const started = performance.now();
      const result = await main.services.news.ingest(input);
      const fullMs = performance.now() - started;

      const incrementStarted = performance.now();
      const more = await main.services.news.ingest([{ name: 'increment.jsonl', content: jsonl(increment) }]);
      const incrementMs = performance.now() - incrementStarted;

      // Baseline: the same threaded records through `market import` into a fresh database.
      const baselineDir = join(dir, 'baseline');
      mkdirSync(baselineDir);
      const byId = new Map(articles.map((a) => [a.id, a]));
      writeFileSync(join(baselineDir, 'instruments.csv'), `ticker,name,asset_class,sector,region,currency\n${instruments.map((i) => `${i.ticker},${i.name},equity,industrials,europe,EUR`).join('\n')}\n`);
      writeFileSync(join(baselineDir, 'sources.jsonl'), jsonl(articles.map((a) => ({ id: a.id, publisher: a.publisher, title: a.title, url: a.url, publishedAt: a.publishedAt, synthetic: true }))));
      writeFileSync(join(baselineDir, 'stories.jsonl'), jsonl(result.stories.map((s) => ({ id: s.id, title: s.title, summary: s.title, status: s.status, links: s.links }))));
      writeFileSync(
        join(baselineDir, 'developments.jsonl'),
        jsonl(result.stories.flatMap((s) => s.developments.map((d) => ({ id: `${s.id}:${d.date}`, storyId: s.id, date: d.date, headline: d.headline, summary: d.headline, sourceIds: d.sourceIds.filter((id) => byId.has(id)), stateChanges: d.stateChanges })))),
      );
      const baseline = await open('baseline.db');
      let baselineMs;
      try {
        const baselineStarted = performance.now();
        await baseline.services.marketImport.importDirectory(baselineDir);
        baselineMs = performance.now() - baselineStarted;
      } finally {
        await baseline.database.close();
      }

      const developments = result.stories.reduce((n, s) => n + s.developments.length, 0);
      // Issue #17 states these on its machine as ≤ 30 s and ≤ 1 s; they are printed, and judged as
      // ratios: the ingest against writing its result, the increment against the ingest's own pace.
      const fullRatio = fullMs / baselineMs;
      row(
        `news: ingest ${ARTICLES.toLocaleString('en')} articles (${STORIES} generated stories)`,
        { p50: fullMs },
        { baseline: baselineOf('market import of the threaded result', baselineMs, 'ms'), ratio: fullRatio, target: atMost(12, fullRatio), extra: `${result.stories.length} stories, ${developments} devs; ${(fullMs / 1000).toFixed(1)} s (issue: ≤ 30 s)` },
      );
      const perArticleRatio = incrementMs / INCREMENT / (fullMs / ARTICLES);
      row(
        `news: incremental ${INCREMENT} articles into that store`,
        { p50: incrementMs },
        { baseline: baselineOf('full ingest per article', fullMs / ARTICLES, 'ms'), ratio: perArticleRatio, target: atMost(12, perArticleRatio), extra: `${more.stories.length} stories touched, ${incrementMs.toFixed(0)} ms (issue: ≤ 1 s)` },
      );
    } finally {
      await main.database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
