import type { AssetClassDrift, MoneySummary, Report, ReportAnalytics, Section, StrategyFit } from '@clarity/shared';
import type { Words } from '../insight/tools/types.js';
import { keyLabel, toleranceLabel, wordsFor } from '../insight/tools/words.js';

/**
 * The printable report: one self-contained HTML document. Charts are inline SVG, styles inline,
 * no script, no external resource (its Content-Security-Policy forbids both), so it can be saved,
 * mailed, printed to PDF or archived and still look the same. Every stored string is escaped.
 * Written in the card's language: every word from the message catalog, figures and dates through Intl.
 */
export function renderReportHtml(report: Omit<Report, 'html'>): string {
  const a = report.analytics;
  const w = wordsFor(new Map(), report.card.locale);
  const body = [
    header(report, w),
    keyFigures(report, w),
    totalsSection(report, w),
    `<section class="grid">${allocationChart(report, w)}${valueChart(a, w)}</section>`,
    section('market-context', report.card.marketContext),
    section('positions-analysis', report.card.positionsAnalysis),
    positionsTable(a, w),
    report.strategyFit ? strategySection(report.strategyFit, w) : '',
    tradesTable(report, w),
    citations(report, w),
    `<footer>${esc(w.t('report.footer', { generatedAt: report.generatedAt, id: report.id, currency: a.baseCurrency, pricesAsOf: a.pricesAsOf === null ? w.t('report.not_available') : w.fmt.date(a.pricesAsOf) }))}</footer>`,
  ].join('\n');
  return `<!doctype html>
<html lang="${report.card.locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(report.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main data-testid="report">
${body}
</main>
</body>
</html>
`;
}

const STYLE = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1c2330; background: #fff; }
main { max-width: 900px; margin: 0 auto; padding: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 1px solid #d9dee7; padding-bottom: 4px; }
.muted { color: #5b6475; }
.figures { display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px; margin: 16px 0; }
.figure { border: 1px solid #d9dee7; border-radius: 6px; padding: 10px; }
.figure b { display: block; font-size: 18px; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
figure { margin: 0; border: 1px solid #d9dee7; border-radius: 6px; padding: 10px; }
figcaption { font-weight: 600; margin-bottom: 6px; }
table { width: 100%; border-collapse: collapse; font-size: 12px; }
th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #eceff4; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.above { color: #a3361f; } .below { color: #8a5a00; } .within { color: #1f7a44; }
section, figure, table { break-inside: avoid; }
footer { margin-top: 24px; font-size: 11px; color: #5b6475; }
`;

function header(report: Omit<Report, 'html'>, w: Words): string {
  const profile = report.portfolio.profile;
  const profileText = profile?.riskTolerance ? w.t('report.profile', { tolerance: toleranceLabel(w, profile.riskTolerance), horizon: profile.horizonYears }) : w.t('report.profile.none');
  const line = w.t('report.header', { portfolio: report.portfolio.externalId, profile: profileText, date: w.fmt.date(report.analytics.asOf) });
  return `<header><h1>${esc(report.title)}</h1><p class="muted">${esc(line)}</p></header>`;
}

function keyFigures(report: Omit<Report, 'html'>, w: Words): string {
  const a = report.analytics;
  const ccy = a.baseCurrency;
  const none = w.t('report.not_available');
  const figures: [string, string, string][] = [
    ['total-value', w.t('report.figure.total_value'), w.fmt.money(a.totalValue, ccy)],
    ['unrealized-pnl', w.t('report.figure.unrealized'), a.unrealized.costBase > 0 ? `${w.fmt.signedMoney(a.unrealized.total, ccy)} (${w.fmt.signedPct(a.unrealized.total / a.unrealized.costBase)})` : none],
    ['effective-holdings', w.t('report.figure.effective'), w.fmt.number(a.concentration.effectiveHoldings)],
    ['stress', w.t('report.figure.stress'), a.stress.changeRatio === null ? none : `${w.fmt.signedMoney(a.stress.change, ccy)} (${w.fmt.signedPct(a.stress.changeRatio)})`],
  ];
  return `<section class="figures">${figures
    .map(([id, name, value]) => `<div class="figure" data-testid="${id}"><span class="muted">${esc(name)}</span><b>${esc(value)}</b></div>`)
    .join('')}</section>`;
}

/** The money rows of the totals, in the order shown; a row whose sum is zero is left out (a book of trades only shows none). */
const MONEY_ROWS: [keyof MoneySummary, 'dividends' | 'withholding_tax' | 'interest' | 'fees' | 'taxes' | 'deposits' | 'withdrawals'][] = [
  ['dividends', 'dividends'],
  ['withholdingTax', 'withholding_tax'],
  ['interest', 'interest'],
  ['fees', 'fees'],
  ['taxes', 'taxes'],
  ['deposits', 'deposits'],
  ['withdrawals', 'withdrawals'],
];

/**
 * The book's totals as the card has them (`card.performance`): the total return since the first activity (or the
 * longest period with one) split into price and income, the money-weighted return, then income, costs and flows
 * since the first activity, net invested capital and, when the book reports cash, its balance.
 */
function totalsSection(report: Omit<Report, 'html'>, w: Words): string {
  const p = report.card.performance;
  const ccy = p.currency;
  const period = [...p.periods].reverse().find((x) => x.label === 'SI' && x.twr !== null) ?? [...p.periods].reverse().find((x) => x.twr !== null) ?? null;
  const pct = (value: number | null): string => (value === null ? w.t('report.not_available') : w.fmt.signedPct(value));
  const returns: [string, string][] = period
    ? [
        [w.t('report.totals.total_return'), pct(period.twr)],
        [w.t('report.totals.price_return'), pct(period.priceReturn)],
        [w.t('report.totals.income_return'), pct(period.incomeReturn)],
        [w.t('report.totals.mwr'), pct(period.mwr)],
      ]
    : [];
  const money: [string, string][] = MONEY_ROWS.filter(([field]) => p.income.total[field] !== 0).map(([field, key]) => [
    w.t(`report.totals.${key}`),
    w.fmt.money(p.income.total[field], ccy),
  ]);
  money.push([w.t('report.totals.net_invested', { from: p.netInvested.from }), w.fmt.money(p.netInvested.amount, ccy)]);
  if (p.cash === 'reported') money.push([w.t('report.totals.cash'), w.fmt.money(p.cashBalance.value, ccy)]);
  const rows = (list: [string, string][], testId: string) =>
    `<table data-testid="${testId}"><tbody>${list.map(([name, value]) => `<tr><td>${esc(name)}</td><td class="num">${esc(value)}</td></tr>`).join('')}</tbody></table>`;
  const span = period
    ? `<p class="muted">${esc(w.t('report.totals.period', { from: w.fmt.date(period.from), to: w.fmt.date(period.to) }))}</p>${rows(returns, 'totals-returns')}`
    : `<p class="muted">${esc(w.t('report.totals.none'))}</p>`;
  return `<section data-testid="totals"><h2>${esc(w.t('report.totals.title'))}</h2>${span}${rows(money, 'totals-money')}</section>`;
}

const CLASS_COLOURS: Record<string, string> = {
  equity: '#3b6fd8',
  fixed_income: '#2f9e75',
  commodity: '#c68a1b',
  crypto: '#8d4fd1',
  cash: '#7d8798',
  unknown: '#b9c0cc',
};

/** Horizontal bars: each class's weight, with the strategy's band (or the card's profile band) behind it. */
function allocationChart(report: Omit<Report, 'html'>, w: Words): string {
  const fit = report.strategyFit;
  const rows: { key: string; weight: number; band: { min: number; max: number } | null; target: number | null }[] = fit
    ? fit.assetClasses.map((c) => ({ key: c.assetClass, weight: c.weight, band: { min: c.minWeight, max: c.maxWeight }, target: c.targetWeight }))
    : report.card.allocation.byAssetClass.map((s) => ({ key: s.key, weight: s.weight, band: s.band, target: null }));
  const width = 400;
  const labelWidth = 90;
  const barWidth = width - labelWidth - 50;
  const rowHeight = 26;
  const height = rows.length * rowHeight + 10;
  const x = (w: number) => labelWidth + Math.max(0, Math.min(1, w)) * barWidth;
  const bars = rows
    .map((r, i) => {
      const y = 5 + i * rowHeight;
      const band = r.band ? `<rect x="${x(r.band.min)}" y="${y}" width="${Math.max(1, x(r.band.max) - x(r.band.min))}" height="18" fill="#e6ebf3"/>` : '';
      const target = r.target === null ? '' : `<line x1="${x(r.target)}" x2="${x(r.target)}" y1="${y - 2}" y2="${y + 20}" stroke="#1c2330" stroke-dasharray="3 2"/>`;
      return (
        `<text x="0" y="${y + 13}" font-size="11">${esc(keyLabel(w, 'asset_class', r.key))}</text>${band}` +
        `<rect x="${labelWidth}" y="${y + 4}" width="${Math.max(0, x(r.weight) - labelWidth)}" height="10" fill="${CLASS_COLOURS[r.key] ?? '#3b6fd8'}"/>${target}` +
        `<text x="${width - 45}" y="${y + 13}" font-size="11">${esc(w.fmt.pct(r.weight))}</text>`
      );
    })
    .join('');
  const caption = fit ? w.t('report.chart.allocation_strategy', { strategy: fit.strategy.name }) : w.t('report.chart.allocation_profile');
  return `<figure data-testid="allocation-chart"><figcaption>${esc(caption)}</figcaption><svg role="img" aria-label="${esc(w.t('report.chart.allocation_label'))}" viewBox="0 0 ${width} ${height}" width="100%">${bars}</svg></figure>`;
}

/** A line of what today's holdings were worth over the last 12 months. */
function valueChart(a: ReportAnalytics, w: Words): string {
  const points = a.valueHistory;
  const width = 400;
  const height = 180;
  const pad = { left: 8, right: 8, top: 10, bottom: 22 };
  if (points.length < 2) {
    return `<figure data-testid="value-chart"><figcaption>${esc(w.t('report.chart.value_short'))}</figcaption><svg role="img" aria-label="${esc(w.t('report.chart.no_history_label'))}" viewBox="0 0 ${width} 60" width="100%"><text x="10" y="30" font-size="12">${esc(w.t('report.chart.no_history'))}</text></svg></figure>`;
  }
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const sx = (i: number) => pad.left + (i / (points.length - 1)) * (width - pad.left - pad.right);
  const sy = (v: number) => pad.top + (1 - (v - min) / span) * (height - pad.top - pad.bottom);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${sx(i).toFixed(1)},${sy(p.value).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    `<figure data-testid="value-chart"><figcaption>${esc(w.t('report.chart.value'))}</figcaption>` +
    `<svg role="img" aria-label="${esc(w.t('report.chart.value_label'))}" viewBox="0 0 ${width} ${height}" width="100%">` +
    `<path d="${path}" fill="none" stroke="#3b6fd8" stroke-width="1.6"/>` +
    `<text x="${pad.left}" y="${height - 6}" font-size="10">${esc(w.fmt.date(first.date))}</text>` +
    `<text x="${width - pad.right}" y="${height - 6}" font-size="10" text-anchor="end">${esc(w.fmt.date(last.date))}</text>` +
    `<text x="${pad.left}" y="${pad.top + 8}" font-size="10">${esc(w.fmt.money(max, a.baseCurrency))}</text>` +
    `<text x="${pad.left}" y="${height - pad.bottom - 2}" font-size="10">${esc(w.fmt.money(min, a.baseCurrency))}</text>` +
    `</svg></figure>`
  );
}

function section(testId: string, s: Section): string {
  return `<section data-testid="${testId}"><h2>${esc(s.title)}</h2>${markdownToHtml(s.markdown)}</section>`;
}

/** Table headings from the catalog (`report.col.<name>`); `name:num` right-aligns a column of figures. */
function headings(w: Words, ...columns: string[]): string {
  return columns
    .map((column) => {
      const [name = '', align] = column.split(':');
      return `<th${align === 'num' ? ' class="num"' : ''}>${esc(w.t(`report.col.${name}` as Parameters<Words['t']>[0]))}</th>`;
    })
    .join('');
}

function positionsTable(a: ReportAnalytics, w: Words): string {
  const ccy = a.baseCurrency;
  const rows = a.positions
    .map(
      (p) =>
        `<tr><td>${esc(p.ticker)}</td><td>${esc(p.name)}</td><td>${esc(keyLabel(w, 'asset_class', p.assetClass))}</td><td class="num">${esc(w.fmt.number(p.quantity, 8))}</td>` +
        `<td class="num">${esc(w.fmt.money(p.value, ccy))}</td><td class="num">${esc(w.fmt.pct(p.weight))}</td><td class="num">${p.unrealizedPnl === null ? esc(w.t('report.not_available')) : esc(w.fmt.signedMoney(p.unrealizedPnl, ccy))}</td></tr>`,
    )
    .join('');
  const unpriced = a.unpriced.length > 0 ? `<p class="muted">${esc(w.t('report.unpriced', { holdings: w.fmt.list(a.unpriced.map((u) => w.t('report.reason', { ticker: u.ticker, reason: u.reason }))) }))}</p>` : '';
  return (
    `<section data-testid="positions"><h2>${esc(w.t('report.positions.title'))}</h2><table><thead><tr>${headings(w, 'ticker', 'name', 'class', 'quantity:num', 'value:num', 'weight:num', 'pnl:num')}</tr></thead>` +
    `<tbody>${rows}</tbody></table>${unpriced}</section>`
  );
}

function strategySection(fit: StrategyFit, w: Words): string {
  const ccy = fit.baseCurrency;
  const drift = fit.assetClasses
    .map(
      (c: AssetClassDrift) =>
        `<tr><td>${esc(keyLabel(w, 'asset_class', c.assetClass))}</td><td class="num">${esc(w.fmt.pct(c.weight))}</td><td class="num">${esc(w.fmt.pct(c.targetWeight))}</td>` +
        `<td class="num">${esc(w.fmt.band({ min: c.minWeight, max: c.maxWeight }))}</td><td class="num">${esc(w.fmt.signedPct(c.drift))}</td><td class="${c.status}">${esc(w.t('report.status', { status: c.status }))}</td></tr>`,
    )
    .join('');
  const trades =
    fit.trades.length === 0
      ? `<p>${esc(w.t('report.strategy.no_trades'))}</p>`
      : `<table><thead><tr>${headings(w, 'side', 'instrument', 'class', 'quantity:num', 'value:num')}</tr></thead><tbody>${fit.trades
          .map(
            (t) =>
              `<tr><td>${esc(w.t('report.side', { side: t.side }))}</td><td>${t.ticker === null ? `<span class="muted">${esc(w.t(t.assetClass === 'cash' ? 'report.trade.cash' : 'report.trade.any'))}</span>` : esc(t.ticker)}${t.proxy ? ` <span class="muted">${esc(w.t('report.trade.proxy'))}</span>` : ''}</td>` +
              `<td>${esc(keyLabel(w, 'asset_class', t.assetClass))}</td><td class="num">${t.quantity === null ? '' : esc(w.fmt.number(t.quantity, 8))}</td><td class="num">${esc(w.fmt.money(t.value, ccy))}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  return (
    `<section data-testid="strategy-fit"><h2>${esc(w.t('report.strategy.title', { strategy: fit.strategy.name }))}</h2>` +
    `<table><thead><tr>${headings(w, 'asset_class', 'weight:num', 'target:num', 'band:num', 'drift:num', 'status')}</tr></thead><tbody>${drift}</tbody></table>` +
    `<h3>${esc(w.t('report.strategy.trades_title'))}</h3>${trades}</section>`
  );
}

function tradesTable(report: Omit<Report, 'html'>, w: Words): string {
  const title = `<h2>${esc(w.t('report.trades.title'))}</h2>`;
  if (report.recentTrades.length === 0) return `<section data-testid="recent-trades">${title}<p class="muted">${esc(w.t('report.trades.none'))}</p></section>`;
  const rows = report.recentTrades
    .map(
      (t) =>
        `<tr><td>${esc(w.fmt.date(t.executedAt))}</td><td>${esc(w.t('report.side', { side: t.side }))}</td><td>${esc(t.ticker)}</td><td class="num">${esc(w.fmt.number(t.quantity, 8))}</td><td class="num">${esc(w.fmt.price(t.price, t.currency))}</td></tr>`,
    )
    .join('');
  return `<section data-testid="recent-trades">${title}<table><thead><tr>${headings(w, 'date', 'side', 'ticker', 'quantity:num', 'price:num')}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

function citations(report: Omit<Report, 'html'>, w: Words): string {
  if (report.card.citations.length === 0) return '';
  const items = report.card.citations
    .map((c) => `<li value="${c.id}">${esc(c.title)} — ${esc(c.publisher)}, ${esc(w.fmt.date(c.publishedAt))}${c.synthetic ? ` ${esc(w.t('report.source.synthetic'))}` : ''}. <span class="muted">${esc(c.url)}</span></li>`)
    .join('');
  return `<section data-testid="citations"><h2>${esc(w.t('report.sources.title'))}</h2><ol>${items}</ol></section>`;
}

/** The card's Markdown subset (paragraphs, "- " lists, **bold**), rendered after escaping. */
export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length > 0) out.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('- ')) {
      list.push(line.slice(2));
      continue;
    }
    flush();
    if (line.trim() !== '') out.push(`<p>${inline(line)}</p>`);
  }
  flush();
  return out.join('');
}

function inline(text: string): string {
  return esc(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
