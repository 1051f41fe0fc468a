import type { AssetClassDrift, Report, ReportAnalytics, Section, StrategyFit } from '@clarity/shared';
import { capitalized, money, pct, signedMoney, signedPct } from '../insight/analytics/format.js';

/**
 * The printable report: one self-contained HTML document. Charts are inline SVG, styles inline,
 * no script, no external resource (its Content-Security-Policy forbids both), so it can be saved,
 * mailed, printed to PDF or archived and still look the same. Every stored string is escaped.
 */
export function renderReportHtml(report: Omit<Report, 'html'>): string {
  const a = report.analytics;
  const ccy = a.baseCurrency;
  const body = [
    header(report),
    keyFigures(report),
    `<section class="grid">${allocationChart(report)}${valueChart(a)}</section>`,
    section('market-context', report.card.marketContext),
    section('positions-analysis', report.card.positionsAnalysis),
    positionsTable(a),
    report.strategyFit ? strategySection(report.strategyFit) : '',
    tradesTable(report),
    citations(report),
    `<footer>Generated ${esc(report.generatedAt)} · report ${esc(report.id)} · figures in ${esc(ccy)}, prices as of ${esc(a.pricesAsOf ?? 'n/a')}. ` +
      `Market data marked synthetic is sample data. This report is information, not advice.</footer>`,
  ].join('\n');
  return `<!doctype html>
<html lang="en">
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

function header(report: Omit<Report, 'html'>): string {
  const profile = report.portfolio.profile;
  const profileText = profile?.riskTolerance ? `${profile.riskTolerance}${profile.horizonYears !== undefined ? `, ${profile.horizonYears}-year horizon` : ''}` : 'no risk profile';
  return `<header><h1>${esc(report.title)}</h1><p class="muted">Portfolio ${esc(report.portfolio.externalId)} · ${esc(profileText)} · as of ${esc(report.analytics.asOf)}</p></header>`;
}

function keyFigures(report: Omit<Report, 'html'>): string {
  const a = report.analytics;
  const ccy = a.baseCurrency;
  const figures: [string, string, string][] = [
    ['total-value', 'Total value', money(a.totalValue, ccy)],
    ['unrealized-pnl', 'Unrealized P&L', a.unrealized.costBase > 0 ? `${signedMoney(a.unrealized.total, ccy)} (${signedPct(a.unrealized.total / a.unrealized.costBase)})` : 'n/a'],
    ['effective-holdings', 'Effective holdings', String(a.concentration.effectiveHoldings)],
    ['stress', 'Stress scenario', a.stress.changeRatio === null ? 'n/a' : `${signedMoney(a.stress.change, ccy)} (${signedPct(a.stress.changeRatio)})`],
  ];
  return `<section class="figures">${figures
    .map(([id, name, value]) => `<div class="figure" data-testid="${id}"><span class="muted">${esc(name)}</span><b>${esc(value)}</b></div>`)
    .join('')}</section>`;
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
function allocationChart(report: Omit<Report, 'html'>): string {
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
        `<text x="0" y="${y + 13}" font-size="11">${esc(capitalized(r.key))}</text>${band}` +
        `<rect x="${labelWidth}" y="${y + 4}" width="${Math.max(0, x(r.weight) - labelWidth)}" height="10" fill="${CLASS_COLOURS[r.key] ?? '#3b6fd8'}"/>${target}` +
        `<text x="${width - 45}" y="${y + 13}" font-size="11">${esc(pct(r.weight))}</text>`
      );
    })
    .join('');
  const caption = fit ? `Allocation against ${esc(fit.strategy.name)} (band shaded, target dashed)` : 'Allocation by asset class (profile band shaded)';
  return `<figure data-testid="allocation-chart"><figcaption>${caption}</figcaption><svg role="img" aria-label="Allocation by asset class" viewBox="0 0 ${width} ${height}" width="100%">${bars}</svg></figure>`;
}

/** A line of what today's holdings were worth over the last 12 months. */
function valueChart(a: ReportAnalytics): string {
  const points = a.valueHistory;
  const width = 400;
  const height = 180;
  const pad = { left: 8, right: 8, top: 10, bottom: 22 };
  if (points.length < 2) {
    return `<figure data-testid="value-chart"><figcaption>Value over 12 months</figcaption><svg role="img" aria-label="No price history" viewBox="0 0 ${width} 60" width="100%"><text x="10" y="30" font-size="12">Not enough price history to draw.</text></svg></figure>`;
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
    `<figure data-testid="value-chart"><figcaption>Value of today's holdings over 12 months</figcaption>` +
    `<svg role="img" aria-label="Portfolio value over 12 months" viewBox="0 0 ${width} ${height}" width="100%">` +
    `<path d="${path}" fill="none" stroke="#3b6fd8" stroke-width="1.6"/>` +
    `<text x="${pad.left}" y="${height - 6}" font-size="10">${esc(first.date)}</text>` +
    `<text x="${width - pad.right}" y="${height - 6}" font-size="10" text-anchor="end">${esc(last.date)}</text>` +
    `<text x="${pad.left}" y="${pad.top + 8}" font-size="10">${esc(money(max, a.baseCurrency))}</text>` +
    `<text x="${pad.left}" y="${height - pad.bottom - 2}" font-size="10">${esc(money(min, a.baseCurrency))}</text>` +
    `</svg></figure>`
  );
}

function section(testId: string, s: Section): string {
  return `<section data-testid="${testId}"><h2>${esc(s.title)}</h2>${markdownToHtml(s.markdown)}</section>`;
}

function positionsTable(a: ReportAnalytics): string {
  const ccy = a.baseCurrency;
  const rows = a.positions
    .map(
      (p) =>
        `<tr><td>${esc(p.ticker)}</td><td>${esc(p.name)}</td><td>${esc(capitalized(p.assetClass))}</td><td class="num">${esc(String(p.quantity))}</td>` +
        `<td class="num">${esc(money(p.value, ccy))}</td><td class="num">${esc(pct(p.weight))}</td><td class="num">${p.unrealizedPnl === null ? 'n/a' : esc(signedMoney(p.unrealizedPnl, ccy))}</td></tr>`,
    )
    .join('');
  const unpriced = a.unpriced.length > 0 ? `<p class="muted">Not valued: ${a.unpriced.map((u) => `${esc(u.ticker)} (${esc(u.reason.replace(/_/g, ' '))})`).join(', ')}.</p>` : '';
  return (
    `<section data-testid="positions"><h2>Positions</h2><table><thead><tr><th>Ticker</th><th>Name</th><th>Class</th><th class="num">Quantity</th>` +
    `<th class="num">Value</th><th class="num">Weight</th><th class="num">Unrealized P&amp;L</th></tr></thead><tbody>${rows}</tbody></table>${unpriced}</section>`
  );
}

function strategySection(fit: StrategyFit): string {
  const ccy = fit.baseCurrency;
  const drift = fit.assetClasses
    .map(
      (c: AssetClassDrift) =>
        `<tr><td>${esc(capitalized(c.assetClass))}</td><td class="num">${esc(pct(c.weight))}</td><td class="num">${esc(pct(c.targetWeight))}</td>` +
        `<td class="num">${esc(pct(c.minWeight, 0))}–${esc(pct(c.maxWeight, 0))}</td><td class="num">${esc(signedPct(c.drift))}</td><td class="${c.status}">${esc(c.status)}</td></tr>`,
    )
    .join('');
  const trades =
    fit.trades.length === 0
      ? '<p>Every asset class is inside its band: no trade is needed.</p>'
      : `<table><thead><tr><th>Side</th><th>Instrument</th><th>Class</th><th class="num">Quantity</th><th class="num">Value</th></tr></thead><tbody>${fit.trades
          .map(
            (t) =>
              `<tr><td>${esc(t.side)}</td><td>${t.ticker === null ? `<span class="muted">${t.assetClass === 'cash' ? 'cash' : 'an instrument of this class'}</span>` : esc(t.ticker)}${t.proxy ? ' <span class="muted">(proxy)</span>' : ''}</td>` +
              `<td>${esc(capitalized(t.assetClass))}</td><td class="num">${t.quantity === null ? '' : esc(String(t.quantity))}</td><td class="num">${esc(money(t.value, ccy))}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  return (
    `<section data-testid="strategy-fit"><h2>Strategy fit: ${esc(fit.strategy.name)}</h2>` +
    `<table><thead><tr><th>Asset class</th><th class="num">Weight</th><th class="num">Target</th><th class="num">Band</th><th class="num">Drift</th><th>Status</th></tr></thead><tbody>${drift}</tbody></table>` +
    `<h3>Trades that bring it back inside the bands</h3>${trades}</section>`
  );
}

function tradesTable(report: Omit<Report, 'html'>): string {
  if (report.recentTrades.length === 0) return `<section data-testid="recent-trades"><h2>Recent trades</h2><p class="muted">No trades logged.</p></section>`;
  const rows = report.recentTrades
    .map(
      (t) =>
        `<tr><td>${esc(t.executedAt.slice(0, 10))}</td><td>${esc(t.side)}</td><td>${esc(t.ticker)}</td><td class="num">${esc(String(t.quantity))}</td><td class="num">${esc(`${t.currency} ${t.price}`)}</td></tr>`,
    )
    .join('');
  return `<section data-testid="recent-trades"><h2>Recent trades</h2><table><thead><tr><th>Date</th><th>Side</th><th>Ticker</th><th class="num">Quantity</th><th class="num">Price</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function citations(report: Omit<Report, 'html'>): string {
  if (report.card.citations.length === 0) return '';
  const items = report.card.citations
    .map((c) => `<li value="${c.id}">${esc(c.title)} — ${esc(c.publisher)}, ${esc(c.publishedAt.slice(0, 10))}${c.synthetic ? ' (synthetic)' : ''}. <span class="muted">${esc(c.url)}</span></li>`)
    .join('');
  return `<section data-testid="citations"><h2>Sources</h2><ol>${items}</ol></section>`;
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
