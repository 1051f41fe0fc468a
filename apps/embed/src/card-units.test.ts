import type { Card, Citation, Narrative, Performance } from '@clarity/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Hero } from './card/Hero';
import { Holdings } from './card/Holdings';
import { extent, linePath, pickablePeriods, seriesOf, shareOf, splitLead, valueTicks } from './card/chart-math';
import { retellsNarrative } from './card/repeated-stories';
import { formatSignedPercent, localizeDates } from './i18n/format';
import { en } from './i18n/messages';
import { formatMessage, t } from './i18n/t';
import { learnServerClock, secondsUntilExpiry, serverNow } from './session/token';

describe('the UI catalog', () => {
  it('never puts "a" before a filled-in word (a profile may be "aggressive")', () => {
    expect(Object.entries(en).filter(([, message]) => /(^|[^\w])a \{\w+\}/.test(message)).map(([key]) => key)).toEqual([]);
    expect(t('allocation.bands', { profile: 'aggressive' })).toBe('Target ranges for the aggressive profile');
  });

  it('fills arguments, plurals (with # and =n) and selects', () => {
    expect(formatMessage('Hello {name}', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('stories.more', { count: 1 })).toBe('Show 1 more story');
    expect(t('stories.more', { count: 4 })).toBe('Show 4 more stories');
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 })).toBe('none');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 1200 })).toBe('1,200 items');
    expect(t('allocation.item', { label: 'Crypto', percent: '26.8%', band: '0.0% to 8.0%', status: 'above' })).toBe('Crypto 26.8%, target 0.0% to 8.0%, above target');
    expect(t('allocation.item', { label: 'USD', percent: '92.6%', band: 'none', status: 'none' })).toBe('USD 92.6%');
  });

  it('has balanced braces in every message', () => {
    for (const [key, message] of Object.entries(en)) {
      let depth = 0;
      for (const ch of message) {
        depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
        expect(depth, key).toBeGreaterThanOrEqual(0);
      }
      expect(depth, key).toBe(0);
    }
  });

  it('puts dates in server text in the one date format', () => {
    expect(localizeDates('in the 30 days to 2026-11-22; on 2026-01-05')).toBe('in the 30 days to Nov 22, 2026; on Jan 5, 2026');
  });
});

describe('chart helpers', () => {
  it('labels the value axis at round changes since the period’s first value, top to bottom, on the plot’s scale', () => {
    // Start 100, range 90–120: -10% to +20%; steps of 10% give four lines, +20% at the top and -10% at the bottom.
    const ticks = valueTicks(90, 120, 100);
    expect(ticks.map((x) => x.change)).toEqual([0.2, 0.1, 0, -0.1]);
    expect(ticks.map((x) => Math.round(x.top * 1000) / 1000)).toEqual([0, 0.333, 0.667, 1]);
    // The demo's growth book over a year (-8.5% to +25.0%): +20%, +10% and 0%, where the card showed +25.0%, +8.3%, -8.5%.
    const year = valueTicks(91.5, 125, 100);
    expect(year.map((x) => formatSignedPercent(x.change))).toEqual(['+20.0%', '+10.0%', '0.0%']);
    // Each line sits where linePath draws its value: a fraction of the height from the top.
    for (const tick of year) expect(tick.top).toBeCloseTo((125 - tick.value) / (125 - 91.5), 9);
    // A quiet month (+0.3% to +1.6%): steps of 0.5%, every label exact at one decimal.
    expect(valueTicks(100.3, 101.6, 100).map((x) => formatSignedPercent(x.change))).toEqual(['+1.5%', '+1.0%', '+0.5%']);
    expect(valueTicks(100, 100, 100)).toEqual([{ value: 100, change: 0, top: 0.5 }]);
    expect(valueTicks(90, 120, 0)).toEqual([]);
  });

  const income = { dividends: 0, interest: 0, withholdingTax: 0, fees: 0, taxes: 0, deposits: 0, withdrawals: 0 };
  const performance: Performance = {
    basis: 'current_holdings',
    cash: 'not_reported',
    cashBalance: { value: 0, byCurrency: [] },
    currency: 'USD',
    income: { total: income, byHolding: [] },
    netInvested: { amount: 0, from: 'trades' },
    periods: [
      { label: '1M', from: '2026-10-13', to: '2026-11-13', twr: 0.01, mwr: null, benchmark: null, valueChange: 10, priceReturn: 0.01, incomeReturn: 0, income },
      { label: '3M', from: '2026-08-13', to: '2026-11-13', twr: null, mwr: null, benchmark: null, valueChange: null, priceReturn: null, incomeReturn: null, income },
      { label: 'SI', from: '2025-01-01', to: '2026-11-13', twr: 0.2, mwr: null, benchmark: null, valueChange: 100, priceReturn: 0.2, incomeReturn: 0, income },
    ],
    benchmark: null,
    series: [
      { date: '2026-10-01', value: 1, benchmark: null },
      { date: '2026-10-13', value: 2, benchmark: null },
      { date: '2026-11-13', value: 3, benchmark: null },
    ],
    contributions: [],
    notes: [],
  };

  it('offers the periods with a figure, in the picker order, and their slice of the series', () => {
    const periods = pickablePeriods(performance);
    expect(periods.map((p) => p.label)).toEqual(['1M']);
    expect(seriesOf(performance, periods[0]!).map((p) => p.value)).toEqual([2, 3]);
    expect(pickablePeriods({ ...performance, periods: [] })).toEqual([]);
    // A short history: only "since inception" has a figure.
    expect(pickablePeriods({ ...performance, periods: performance.periods.slice(1) }).map((p) => p.label)).toEqual(['SI']);
  });

  it('draws a path through the points, lifting the pen over gaps', () => {
    expect(linePath([0, 10, 5], 100, 10, 0, 10)).toBe('M0,10L50,0L100,5');
    expect(linePath([1, null, 1], 10, 10, 0, 2)).toBe('M0,5M10,5');
    expect(extent([3, null, -1])).toEqual([-1, 3]);
    expect(extent([])).toEqual([0, 1]);
  });

  it('shows a share from value over total (no double rounding)', () => {
    const slice = { key: 'equity', label: 'Equity', weight: 0.7325, value: 103672.42, band: null, status: 'none' as const };
    expect(shareOf(slice, 141539.54)).toBeCloseTo(0.73246, 5);
    expect(shareOf(slice, 0)).toBe(0.7325);
  });

  it('splits a section into its lead sentence and the rest', () => {
    expect(splitLead('**USD 141,540** across 6 holdings, priced as of 2026-11-13. Unrealized P&L +USD 74,643.\n\n- a')).toEqual({
      lead: '**USD 141,540** across 6 holdings, priced as of 2026-11-13.',
      rest: 'Unrealized P&L +USD 74,643.\n\n- a',
    });
    expect(splitLead('Stories that matter most:\n\n- one\n- two')).toEqual({ lead: 'Stories that matter most:', rest: '- one\n- two' });
    expect(splitLead('Rates fell 0.25 points [1]. Nothing else.')).toEqual({ lead: 'Rates fell 0.25 points [1].', rest: 'Nothing else.' });
    expect(splitLead('Effective holdings 5.1 (1/HHI).')).toEqual({ lead: 'Effective holdings 5.1 (1/HHI).', rest: '' });
  });
});

describe('a folded text that only retells the narrative', () => {
  const citation = (id: number, sourceId: string): Citation => ({ id, title: 't', publisher: 'p', url: 'https://example.com', publishedAt: '2026-11-01T00:00:00Z', sourceId, synthetic: true });
  const citations = [citation(1, 'src-a'), citation(2, 'src-b'), citation(3, 'src-c')];
  const story = (id: string, sourceIds: string[]) => ({ id, title: id, status: 'developing', exposure: 0.1, holdings: ['AAPL'], developments: [{ id: `${id}-d`, date: '2026-11-01', headline: 'h', sourceIds, stateChanges: [] }] });
  const narrative: Narrative = { stories: [story('one', ['src-a']), story('two', ['src-b', 'src-x'])] };

  it('is one whose every citation is a development of a narrative story', () => {
    expect(retellsNarrative('The 2 that matter most:\n\n- One [1]\n- Two [2]', citations, narrative)).toBe(true);
  });
  it('is not one citing a source no story shows, one citing nothing, or one citing an unknown number', () => {
    expect(retellsNarrative('- One [1]\n- Three [3]', citations, narrative)).toBe(false);
    expect(retellsNarrative('Nothing cited here.', citations, narrative)).toBe(false);
    expect(retellsNarrative('- One [1] and [9]', citations, narrative)).toBe(false);
    expect(retellsNarrative('- One [1]', citations, { stories: [] })).toBe(false);
  });
});

describe('expiry on the server clock', () => {
  it('learns the offset from the token iat, so a device clock a week off changes nothing', () => {
    const serverNowMs = Date.parse('2026-11-16T12:00:00Z');
    const week = 7 * 86_400_000;
    const claims = { sub: 'p', origins: [], scope: ['card'], iat: serverNowMs / 1000, exp: serverNowMs / 1000 + 600 };
    for (const deviceNow of [serverNowMs + week, serverNowMs - week]) {
      learnServerClock(claims, deviceNow);
      expect(secondsUntilExpiry(claims, deviceNow + (serverNow() - Date.now()))).toBeCloseTo(600, 0);
    }
    learnServerClock({ ...claims, iat: Date.now() / 1000 });
  });
});

/** The parts of a card the holdings panel and the hero read; the rest as an empty card has it. */
function bookCard(positions: Card['positions'], extra: { stalePrices?: Card['stalePrices']; performance?: Partial<Performance> } = {}): Card {
  const none = { dividends: 0, interest: 0, withholdingTax: 0, fees: 0, taxes: 0, deposits: 0, withdrawals: 0 };
  const performance: Performance = {
    basis: 'trade_log', cash: 'not_reported', cashBalance: { value: 0, byCurrency: [] }, currency: 'USD', periods: [],
    income: { total: none, byHolding: [] }, netInvested: { amount: 0, from: 'trades' }, benchmark: null, series: [], contributions: [], notes: [],
    ...extra.performance,
  };
  return {
    headline: { markdown: '', finding: 'within_profile' }, marketContext: { title: '', markdown: '', citationIds: [] }, positionsAnalysis: { title: '', markdown: '', citationIds: [] },
    followUps: [], citations: [], staleness: { ageOfNewestDays: null, ageOfOldestDays: null, asOf: '2026-11-13', sourceCount: 0, pricesAsOf: '2026-11-13' }, narrative: { stories: [] }, asOf: '2026-11-13', baseCurrency: 'USD',
    totalValue: positions.reduce((sum, p) => sum + (p.value ?? 0), 0) + performance.cashBalance.value,
    allocation: { byAssetClass: [], bySector: [], byRegion: [], byCurrency: [], bandsFrom: { riskTolerance: 'balanced', horizonYears: null, assumed: true } },
    positions, stalePrices: extra.stalePrices ?? { value: 0, share: 0, tickers: [] }, performance, warnings: [], wording: 'deterministic', locale: 'en',
  };
}

describe('the holdings’ stale-price flag', () => {
  const position = (ticker: string, stalePrice: boolean, value = 10) => ({
    ticker, name: `${ticker} Inc.`, assetClass: 'equity', quantity: 1, price: value, priceCurrency: 'USD', value, weight: 0.5,
    unrealizedPnl: null, unrealizedPnlPct: null, costSource: 'unknown' as const, change1M: null, priceDate: '2026-11-13', stalePrice,
  });

  it('marks only the row valued at a stale close, its date in the accessible name', () => {
    // The unit project runs the widget's components on React itself (the build swaps in Preact's compatible runtime).
    const html = renderToStaticMarkup(createElement(Holdings, { card: bookCard([position('AAA', true), position('BBB', false)]) }));
    const rows = html.split('data-testid="holding-row"').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('data-testid="stale-price"');
    expect(rows[0]).toContain('aria-label="Old price: valued at the close of Nov 13, 2026, older than usual for its market"');
    expect(rows[1]).not.toContain('stale-price');
  });

  it('says how much of the value rests on old prices, from the card’s totals', () => {
    const card = bookCard([position('AAA', true, 30), position('BBB', false, 70)], { stalePrices: { value: 30, share: 0.3, tickers: ['AAA'] } });
    const html = renderToStaticMarkup(createElement(Holdings, { card }));
    expect(html).toContain('data-testid="stale-share"');
    expect(html).toContain('1 holding (AAA), $30 or 30.0% of the value, is valued at an old price.');
    expect(renderToStaticMarkup(createElement(Holdings, { card: bookCard([position('BBB', false)]) }))).not.toContain('stale-share');
  });
});

describe('income in the widget', () => {
  const position = (ticker: string, value: number) => ({
    ticker, name: `${ticker} Inc.`, assetClass: 'equity', quantity: 1, price: value, priceCurrency: 'USD', value, weight: 0.5,
    unrealizedPnl: null, unrealizedPnlPct: null, costSource: 'derived' as const, change1M: null, priceDate: '2026-11-13', stalePrice: false,
  });
  const money = (m: Partial<Performance['income']['total']>) => ({ dividends: 0, interest: 0, withholdingTax: 0, fees: 0, taxes: 0, deposits: 0, withdrawals: 0, ...m });

  it('a holding that paid dividends shows them after tax withheld, and the tax withheld', () => {
    const card = bookCard([position('AAA', 60), position('BBB', 40)], {
      performance: { income: { total: money({ dividends: 10.4, withholdingTax: 1.56 }), byHolding: [{ ticker: 'AAA', dividends: 10.4, withholdingTax: 1.56 }] } },
    });
    const rows = renderToStaticMarkup(createElement(Holdings, { card })).split('data-testid="holding-row"').slice(1);
    // 10.40 gross less 1.56 withheld: 8.84 received.
    expect(rows[0]).toContain('Dividends received $8.84');
    expect(rows[0]).toContain('$1.56 withheld');
    expect(rows[1]).not.toContain('holding-income');
  });

  it('a book that reports cash lists it after the holdings, so the rows add up to the value above them', () => {
    const card = bookCard([position('AAA', 4200)], { performance: { cash: 'reported', cashBalance: { value: 599.84, byCurrency: [{ currency: 'USD', amount: 599.84 }] } } });
    const html = renderToStaticMarkup(createElement(Holdings, { card }));
    expect(html.replace(/<[^>]+>/g, ' ')).toMatch(/Cash\s+USD\s+\$600/);
    expect(card.totalValue).toBe(4799.84);
  });

  it('the hero splits the chosen period’s total return into prices and income, with the income received', () => {
    const income = money({ dividends: 64, withholdingTax: 9.6, interest: 6.8 });
    const period = { label: '1Y' as const, from: '2025-11-13', to: '2026-11-13', twr: 0.081, mwr: 0.08, benchmark: null, valueChange: 800, priceReturn: 0.069, incomeReturn: 0.012, income };
    const card = bookCard([position('AAA', 10000)], { performance: { periods: [period], income: { total: income, byHolding: [] } } });
    const html = renderToStaticMarkup(createElement(Hero, { card, empty: false, periods: [period], period, onPeriod: () => undefined, staleAfterDays: 7 }));
    // 64 − 9.60 + 6.80 = 61.20 received.
    expect(html).toContain('data-testid="hero-income"');
    expect(html.replace(/<span role="tooltip"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '')).toContain('Total return: +6.9% from prices, +1.2% from income ($61.20 received)');
    // A book without income has no such line.
    const plain = bookCard([position('AAA', 10000)], { performance: { periods: [{ ...period, income: money({}), incomeReturn: 0, priceReturn: 0.081 }] } });
    expect(renderToStaticMarkup(createElement(Hero, { card: plain, empty: false, periods: plain.performance.periods, period: plain.performance.periods[0] ?? null, onPeriod: () => undefined, staleAfterDays: 7 }))).not.toContain('hero-income');
  });
});
