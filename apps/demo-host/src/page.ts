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

function portfolioLink(p: Portfolio, selected: boolean, query: string): string {
  const holdings = p.currentHoldings.length;
  return `<li><a href="/?portfolio=${encodeURIComponent(p.id)}${query}"${selected ? ' aria-current="page"' : ''}>${escapeHtml(p.externalId)}</a>
    <span class="muted">${escapeHtml(p.baseCurrency)} · ${holdings} holding${holdings === 1 ? '' : 's'}</span></li>`;
}

export function renderPage(model: PageModel): string {
  const { widget, selected } = model;
  const refused = model.pageOrigin !== model.allowedOrigin;
  const keep = new URLSearchParams(Object.entries(widget).filter(([, v]) => v !== '')).toString();
  const query = keep === '' ? '' : `&${keep.replace(/&/g, '&amp;')}`;
  const widgetBlock =
    selected === undefined
      ? '<p>Choose a portfolio.</p>'
      : `<h1>${escapeHtml(selected.externalId)}</h1>
      <p class="muted">Insight by Clarity, in an iframe on this page. Our server minted its URL for ${escapeHtml(model.allowedOrigin)} with our API key; your browser never sees the key.</p>
      <div class="toolbar" role="group" aria-label="Widget theme">
        <button type="button" data-theme-choice="light">Light</button>
        <button type="button" data-theme-choice="dark">Dark</button>
        <button type="button" data-theme-choice="auto">Auto</button>
      </div>
      <p id="refusal" class="refusal" role="alert" data-testid="host-refusal" hidden></p>
      <p id="followup-note" class="muted" data-testid="host-followup" hidden></p>
      <div id="clarity" class="widget"
        data-portfolio-id="${escapeHtml(selected.id)}"
        data-scope="${escapeHtml(widget.scope)}" data-ttl="${escapeHtml(widget.ttl)}" data-lead="${escapeHtml(widget.lead)}"
        data-stale-after-days="${escapeHtml(widget.staleAfterDays)}" data-theme="${escapeHtml(widget.theme)}" data-locale="${escapeHtml(widget.locale)}"></div>
      <details class="events"><summary>Events from the widget</summary><ol id="events" data-testid="host-events"></ol></details>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northwind Wealth · demo partner site</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1f24; background: #f3f1ec; }
  header { background: #14324a; color: #fff; padding: 12px 20px; }
  header strong { font-size: 1.1rem; }
  .layout { display: grid; grid-template-columns: minmax(200px, 260px) 1fr; gap: 20px; padding: 20px; max-width: 1200px; margin: 0 auto; }
  nav ul { list-style: none; padding: 0; margin: 0; }
  nav li { margin: 0 0 10px; }
  nav a { font-weight: 600; color: #14324a; }
  nav a[aria-current] { text-decoration: none; border-left: 3px solid #14324a; padding-left: 6px; }
  .muted { color: #545b63; font-size: .9rem; display: block; }
  main { background: #fff; border-radius: 12px; padding: 20px; min-width: 0; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  .widget { margin-top: 12px; border: 1px solid #d8d4cc; border-radius: 10px; overflow: hidden; }
  .toolbar button { font: inherit; margin-right: 6px; padding: 4px 10px; }
  .notice, .refusal { background: #fdecec; color: #7a1a1a; padding: 10px 14px; border-radius: 8px; }
  .events { margin-top: 12px; font-size: .85rem; }
  @media (max-width: 700px) { .layout { grid-template-columns: 1fr; padding: 8px; } main { padding: 10px; } }
</style>
</head>
<body>
<header><strong>Northwind Wealth</strong> <span>· a demo partner site on ${escapeHtml(model.pageOrigin)}</span></header>
<div class="layout">
  <nav aria-label="Portfolios"><h2>Portfolios</h2>
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
