import { csvField } from '@clarity/file-readers';
import { FILES, FX_COLUMNS, INSTRUMENT_COLUMNS, PRICE_COLUMNS } from '../format.js';
import {
  SAMPLE_EVENTS,
  SAMPLE_FIRST_DATE,
  SAMPLE_FX_EVENTS,
  SAMPLE_FX_PAIRS,
  SAMPLE_INDEX_SEED,
  SAMPLE_INDEX_SERIES,
  SAMPLE_INSTRUMENTS,
  type SampleInstrument,
  SAMPLE_LAST_DATE,
} from './instruments.js';
import { SAMPLE_STORIES } from './stories.js';

/**
 * Builds every file of the synthetic sample set from a fixed seed: the same output on every run
 * and machine, so the shipped files can be checked against it (see sample.test.ts). Prices are a
 * one-factor lognormal walk per instrument plus the moves in SAMPLE_EVENTS.
 */
export function generateSampleFiles(): Record<string, string> {
  return {
    [FILES.instruments]: instrumentsCsv(),
    [FILES.prices]: pricesCsv(),
    [FILES.fx]: fxCsv(),
    ...storyFiles(),
  };
}

const SEED = 20251001;

/** mulberry32: a tiny, well-distributed 32-bit PRNG, deterministic across platforms (also the news bench's). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws (Box–Muller). */
function normals(seed: number): () => number {
  const uniform = prng(seed);
  return () => {
    const u = Math.max(uniform(), 1e-12);
    const v = uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}

function calendar(): { date: string; weekday: boolean }[] {
  const days: { date: string; weekday: boolean }[] = [];
  for (let t = Date.parse(`${SAMPLE_FIRST_DATE}T00:00:00Z`); t <= Date.parse(`${SAMPLE_LAST_DATE}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    days.push({ date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() !== 0 && day.getUTCDay() !== 6 });
  }
  return days;
}

/** Moves by key, each on its own date or, for weekday-only series, the next weekday. */
function eventMoves(events: { key: string; date: string; move: number }[], everyDay: boolean): Map<string, number> {
  const moves = new Map<string, number>();
  for (const event of events) {
    let t = Date.parse(`${event.date}T00:00:00Z`);
    while (!everyDay && [0, 6].includes(new Date(t).getUTCDay())) t += 86_400_000;
    const key = `${event.key} ${new Date(t).toISOString().slice(0, 10)}`;
    moves.set(key, (moves.get(key) ?? 0) + event.move);
  }
  return moves;
}

function instrumentsCsv(): string {
  const rows = [...SAMPLE_INSTRUMENTS, ...SAMPLE_INDEX_SERIES].map((i) => [i.ticker, i.name, i.assetClass, i.sector, i.region, i.currency].map(csvField).join(','));
  return `${INSTRUMENT_COLUMNS.join(',')}\n${rows.join('\n')}\n`;
}

function pricesCsv(): string {
  const draw = normals(SEED);
  const days = calendar();
  const level = new Map(SAMPLE_INSTRUMENTS.map((i) => [i.ticker, i.start]));
  const series = new Map<string, string[]>(SAMPLE_INSTRUMENTS.map((i) => [i.ticker, []]));
  const weekdayMoves = eventMoves(SAMPLE_EVENTS.map((e) => ({ key: e.ticker, date: e.date, move: e.move })), false);
  const dailyMoves = eventMoves(SAMPLE_EVENTS.map((e) => ({ key: e.ticker, date: e.date, move: e.move })), true);
  // The common factor of each day, kept for the index series below.
  const marketByDay: number[] = [];

  days.forEach(({ date, weekday }, index) => {
    const market = draw();
    marketByDay.push(market);
    for (const instrument of SAMPLE_INSTRUMENTS) {
      if (!instrument.everyDay && !weekday) continue;
      const own = draw();
      let close = level.get(instrument.ticker)!;
      if (index > 0) {
        const event = (instrument.everyDay ? dailyMoves : weekdayMoves).get(`${instrument.ticker} ${date}`) ?? 0;
        close *= step(instrument, market, own) * (1 + event);
      }
      level.set(instrument.ticker, close);
      series.get(instrument.ticker)!.push(`${instrument.ticker},${date},${close.toFixed(2)}`);
    }
  });
  return `${PRICE_COLUMNS.join(',')}\n${[...series.values(), ...indexSeries(days, marketByDay)].flat().join('\n')}\n`;
}

/** One period's gross move: drift, less the lognormal correction, plus the correlated shock. */
function step(instrument: SampleInstrument, market: number, own: number): number {
  const periods = instrument.everyDay ? 365 : 252;
  const sigma = instrument.volatility / Math.sqrt(periods);
  const rho = instrument.marketCorrelation;
  return Math.exp(instrument.drift / periods - (sigma * sigma) / 2 + sigma * (rho * market + Math.sqrt(1 - rho * rho) * own));
}

/**
 * The benchmarks' index series: the same daily market factor as the instruments, their own noise
 * from SAMPLE_INDEX_SEED (so the instruments' draws, and every price above, are as before).
 */
function indexSeries(days: { date: string; weekday: boolean }[], marketByDay: number[]): string[][] {
  const draw = normals(SAMPLE_INDEX_SEED);
  return SAMPLE_INDEX_SERIES.map((instrument) => {
    let close = instrument.start;
    const rows: string[] = [];
    days.forEach(({ date, weekday }, index) => {
      if (!instrument.everyDay && !weekday) return;
      if (index > 0) close *= step(instrument, marketByDay[index] as number, draw());
      rows.push(`${instrument.ticker},${date},${close.toFixed(2)}`);
    });
    return rows;
  });
}

function fxCsv(): string {
  const draw = normals(SEED + 1);
  const moves = eventMoves(SAMPLE_FX_EVENTS.map((e) => ({ key: e.base, date: e.date, move: e.move })), false);
  const lines: string[] = [];
  for (const pair of SAMPLE_FX_PAIRS) {
    let rate: number = pair.start;
    let first = true;
    for (const { date, weekday } of calendar()) {
      // FX trades on weekdays; a weekend valuation uses Friday's rate.
      if (!weekday) continue;
      if (!first) {
        const sigma = pair.volatility / Math.sqrt(252);
        const event = moves.get(`${pair.base} ${date}`) ?? 0;
        rate *= Math.exp(pair.drift / 252 - (sigma * sigma) / 2 + sigma * draw()) * (1 + event);
      }
      first = false;
      lines.push(`${pair.base},${pair.quote},${date},${rate.toFixed(5)}`);
    }
  }
  return `${FX_COLUMNS.join(',')}\n${lines.join('\n')}\n`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

function storyFiles(): Record<string, string> {
  const sources: object[] = [];
  const stories: object[] = [];
  const developments: object[] = [];
  for (const story of SAMPLE_STORIES) {
    stories.push({
      id: story.id,
      title: story.title,
      summary: story.summary,
      status: story.status,
      links: story.links.map((link) => {
        const [kind, value, relevance] = link.split(':') as [string, string, string];
        return { kind, value, relevance: Number(relevance) };
      }),
    });
    story.developments.forEach((development, index) => {
      const id = `${story.id}-${String(index + 1).padStart(2, '0')}`;
      const publishers = [development.publisher, ...(development.alsoReportedBy ? [development.alsoReportedBy] : [])];
      const sourceIds = publishers.map((publisher, n) => {
        const sourceId = `src-${id}${n === 0 ? '' : '-b'}`;
        // Publication times spread over the trading day so that sources sort in a stable order.
        const minutes = 12 * 60 + ((index * 37 + n * 45) % 360);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;
        sources.push({
          id: sourceId,
          publisher,
          title: development.headline,
          url: `https://example.com/${slug(publisher)}/${development.date.replaceAll('-', '/')}/${slug(development.headline)}`,
          publishedAt: `${development.date}T${time}`,
          synthetic: true,
        });
        return sourceId;
      });
      developments.push({
        id,
        storyId: story.id,
        date: development.date,
        headline: development.headline,
        summary: development.summary,
        sourceIds,
        stateChanges: development.changes.map(([entity, attribute, from, to]) => ({ entity, attribute, from, to })),
      });
    });
  }
  const lines = (records: object[]) => `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;
  return { [FILES.sources]: lines(sources), [FILES.stories]: lines(stories), [FILES.developments]: lines(developments) };
}
