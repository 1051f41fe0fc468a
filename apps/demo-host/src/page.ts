import type { Portfolio } from '@clarity/shared';

/** The demo partner's page: its own portfolio list, and the Clarity widget for the chosen one. */
export interface PageModel {
  portfolios: Portfolio[];
  selected: Portfolio | undefined;
  /** Display and token options, passed through the page's query string (see README). */
  widget: { scope: string; ttl: string; lead: string; staleAfterDays: string; theme: string; locale: string };
  pageOrigin: string;
  allowedOrigin: string;
  listError: string | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The partner's own copy for its accounts: the name a wealth app gives an account and whose it is. A portfolio's
 * external id ("demo-growth-usd") is the partner's key for Clarity, never something its customer reads.
 */
const ACCOUNT_COPY: Record<string, { name: string; detail: string }> = {
  'demo-growth-usd': { name: 'Growth account', detail: 'Individual brokerage · Alex Morgan' },
  'demo-balanced-eur': { name: 'Balanced account', detail: 'Joint account · Alex & Sam Morgan' },
  'demo-conservative-gbp': { name: 'Conservative account', detail: 'Retirement savings · Alex Morgan' },
};

/** An account's name: the host's copy, else one made from the external id's words ("demo-income-usd" → "Income account"). */
function accountName(p: Portfolio): string {
  const copy = ACCOUNT_COPY[p.externalId];
  if (copy !== undefined) return copy.name;
  const words = p.externalId.replace(/^demo-/, '').split('-').filter((w) => w.length > 0 && w.toUpperCase() !== p.baseCurrency);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return name === '' ? 'Investment account' : `${name} account`;
}

function portfolioLink(p: Portfolio, selected: boolean, query: string): string {
  const holdings = p.currentHoldings.length;
  return `<li><a href="/?portfolio=${encodeURIComponent(p.id)}${query}"${selected ? ' aria-current="page"' : ''}>${escapeHtml(accountName(p))}
    <span class="muted">${escapeHtml(p.baseCurrency)} · ${holdings} holding${holdings === 1 ? '' : 's'}</span></a></li>`;
}

export function renderPage(model: PageModel): string {
  const { widget, selected } = model;
  const refused = model.pageOrigin !== model.allowedOrigin;
  const keep = new URLSearchParams(Object.entries(widget).filter(([, v]) => v !== '')).toString();
  const query = keep === '' ? '' : `&${keep.replace(/&/g, '&amp;')}`;
  const widgetBlock =
    selected === undefined
      ? '<p>Choose an account.</p>'
      : `<div class="account-head">
        <div>
          <p class="eyebrow">Investment account · ${escapeHtml(selected.baseCurrency)}</p>
          <h1>${escapeHtml(accountName(selected))}</h1>
          ${ACCOUNT_COPY[selected.externalId] === undefined ? '' : `<p class="muted">${escapeHtml(ACCOUNT_COPY[selected.externalId]!.detail)}</p>`}
        </div>
        <div class="toolbar" role="group" aria-label="Widget theme">
          <button type="button" data-theme-choice="light">Light</button>
          <button type="button" data-theme-choice="dark">Dark</button>
          <button type="button" data-theme-choice="auto">Auto</button>
        </div>
      </div>
      <p id="refusal" class="refusal" role="alert" data-testid="host-refusal" hidden></p>
      <p id="followup-note" class="note" data-testid="host-followup" hidden></p>
      <section class="insight" aria-label="Portfolio insight">
        <h2>Insights <span class="by">by Clarity</span></h2>
        <div id="clarity" class="widget"
          data-portfolio-id="${escapeHtml(selected.id)}"
          data-scope="${escapeHtml(widget.scope)}" data-ttl="${escapeHtml(widget.ttl)}" data-lead="${escapeHtml(widget.lead)}"
          data-stale-after-days="${escapeHtml(widget.staleAfterDays)}" data-theme="${escapeHtml(widget.theme)}" data-locale="${escapeHtml(widget.locale)}"></div>
      </section>
      <details class="events"><summary>For developers: events from the widget</summary>
        <p class="muted">The widget runs in an iframe whose URL our server minted for ${escapeHtml(model.allowedOrigin)} with our API key; the browser never sees the key.</p>
        <ol id="events" data-testid="host-events"></ol>
      </details>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northwind Wealth · Accounts</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #17202a; background: #f4f5f7; }
  .topbar { background: #0f2b3d; color: #fff; }
  .topbar-inner { max-width: 1200px; margin: 0 auto; padding: 0 20px; display: flex; align-items: center; gap: 28px; min-height: 56px; flex-wrap: wrap; }
  .brand { font-weight: 700; font-size: 1.1rem; letter-spacing: -0.01em; display: inline-flex; align-items: center; gap: 8px; }
  .brand-mark { width: 22px; height: 22px; border-radius: 6px; background: linear-gradient(135deg, #3ecf8e, #1d8cf8); display: inline-block; }
  .app-nav { display: flex; gap: 20px; font-size: .95rem; }
  .app-nav span { color: #b9c7d3; }
  .app-nav .current { color: #fff; font-weight: 600; border-bottom: 2px solid #3ecf8e; padding-bottom: 2px; }
  .layout { display: grid; grid-template-columns: minmax(200px, 250px) 1fr; gap: 20px; padding: 20px; max-width: 1200px; margin: 0 auto; }
  nav.accounts h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: #5b6670; margin: 4px 0 10px; }
  nav.accounts ul { list-style: none; padding: 0; margin: 0; }
  nav.accounts li { margin: 0 0 6px; }
  nav.accounts a { display: block; padding: 8px 12px; border-radius: 10px; font-weight: 600; color: #17202a; text-decoration: none; background: transparent; }
  nav.accounts a:hover { background: #e8ecf0; }
  nav.accounts a[aria-current] { background: #fff; box-shadow: 0 1px 2px rgb(15 43 61 / .12); }
  .muted { color: #5b6670; font-size: .85rem; font-weight: 400; display: block; }
  main { background: #fff; border-radius: 16px; padding: 20px 24px; min-width: 0; box-shadow: 0 1px 3px rgb(15 43 61 / .08); }
  .account-head { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; justify-content: space-between; margin-bottom: 12px; }
  .eyebrow { margin: 0; font-size: .8rem; color: #5b6670; text-transform: uppercase; letter-spacing: .06em; }
  h1 { font-size: 1.5rem; margin: 0; letter-spacing: -0.01em; }
  .insight h2 { font-size: 1rem; margin: 8px 0 8px; }
  .by { color: #5b6670; font-weight: 400; }
  .widget { border: 1px solid #e1e5ea; border-radius: 12px; overflow: hidden; }
  .toolbar { display: inline-flex; border: 1px solid #d5dbe3; border-radius: 8px; padding: 2px; gap: 2px; }
  .toolbar button { font: inherit; font-size: .85rem; border: 0; background: none; color: #17202a; padding: 4px 10px; border-radius: 6px; cursor: pointer; }
  .toolbar button:hover { background: #eef1f4; }
  .notice, .refusal { background: #fdecec; color: #7a1a1a; padding: 10px 14px; border-radius: 8px; }
  .note { color: #5b6670; font-size: .9rem; }
  .events { margin-top: 16px; font-size: .85rem; color: #5b6670; }
  @media (max-width: 700px) { .layout { grid-template-columns: 1fr; padding: 8px; } main { padding: 12px; } .app-nav { gap: 14px; } }
</style>
</head>
<body>
<header class="topbar"><div class="topbar-inner">
  <span class="brand"><span class="brand-mark" aria-hidden="true"></span>Northwind Wealth</span>
  <nav class="app-nav" aria-label="Sections"><span>Home</span><span class="current" aria-current="page">Accounts</span><span>Transfers</span><span>Documents</span></nav>
</div></header>
<div class="layout">
  <nav class="accounts" aria-label="Portfolios"><h2>Your accounts</h2>
    ${model.listError !== undefined ? `<p class="notice" role="alert">${escapeHtml(model.listError)}</p>` : `<ul>${model.portfolios.map((p) => portfolioLink(p, p.id === selected?.id, query)).join('')}</ul>`}
  </nav>
  <main>
    ${refused ? `<p class="notice" data-testid="origin-notice">This copy of the site runs on ${escapeHtml(model.pageOrigin)}, which the embed tokens do not allow (they allow ${escapeHtml(model.allowedOrigin)}). The widget below is refused by the browser, as it should be.</p>` : ''}
    ${widgetBlock}
  </main>
</div>
<script type="module" src="/assets/app.js"></script>
</body>
</html>
`;
}
