import type { Position } from '@clarity/shared';
import { useState } from 'react';
import { formatDate, formatMoney, formatPercent, formatSignedPercent } from '../i18n/format';
import { t } from '../i18n/t';
import { Term } from '../ui/Term';

const TOP = 5;

/** One holding; its bar is drawn on the portfolio's scale (a full bar is 100%), so 26.8% looks like a quarter. */
function Row({ p, currency }: { p: Position; currency: string }) {
  const weight = p.weight ?? 0;
  const pnl = p.unrealizedPnl;
  return (
    <li className="holding" data-testid="holding-row">
      <span className="h-id">
        {p.stalePrice && p.priceDate !== null && <StalePrice date={p.priceDate} />}
        <span className="h-ticker">{p.ticker}</span> <span className="h-name">{p.name}</span>
      </span>
      <span className="h-value">{formatMoney(p.value ?? 0, currency)}</span>
      <span className="h-weight">
        <span className="h-bar" aria-hidden="true">
          <span style={{ width: `${Math.min(1, weight) * 100}%` }} />
        </span>
        <span className="visually-hidden">{t('holdings.weight', { percent: formatPercent(weight) })}</span>
        <span aria-hidden="true">{formatPercent(weight)}</span>
      </span>
      <span className={`h-pnl ${pnl === null ? '' : pnl >= 0 ? 'up' : 'down'}`}>
        {pnl === null ? t('holdings.noCost') : t('holdings.pnl', { amount: formatMoney(pnl, currency, true), percent: p.unrealizedPnlPct === null ? '–' : formatSignedPercent(p.unrealizedPnlPct) })}
      </span>
    </li>
  );
}

/** A valuation on a close older than its market's usual gap: a small flag before the ticker, its date in its accessible name. */
function StalePrice({ date }: { date: string }) {
  const label = t('holdings.stalePrice', { date: formatDate(date) });
  return (
    <span className="h-stale" data-testid="stale-price" role="img" aria-label={label} title={label}>
      <span aria-hidden="true">⚠ {t('holdings.stalePriceShort')}</span>
    </span>
  );
}

/** The holdings, largest first: top five, the rest one tap away; unpriced ones named with why (and not counted, as the card's text counts only what it valued). */
export function Holdings({ positions, currency }: { positions: Position[]; currency: string }) {
  const [all, setAll] = useState(false);
  const priced = positions.filter((p) => p.value !== null);
  const unpriced = positions.filter((p) => p.value === null);
  if (positions.length === 0) return null;
  const shown = all ? priced : priced.slice(0, TOP);
  return (
    <section className="panel" data-testid="holdings" aria-labelledby="holdings-heading">
      <div className="panel-head">
        <h3 className="subheading" id="holdings-heading">
          {t('holdings.title')}
        </h3>
        <span className="muted small">
          {t('holdings.count', { count: priced.length })} · <Term explain="explain.pnl">{t('term.pnl')}</Term>
        </span>
      </div>
      <ul className="holding-list">
        {shown.map((p) => (
          <Row key={p.ticker} p={p} currency={currency} />
        ))}
      </ul>
      {unpriced.length > 0 && (
        <p className="muted small unpriced">
          {t('holdings.unpriced', { names: unpriced.map((p) => t(`reason.${p.reason ?? 'missing_price'}`, { ticker: p.ticker })).join(', ') })}
        </p>
      )}
      {priced.length > TOP && (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('holdings.fewer', { count: TOP }) : t('holdings.all', { count: priced.length })}
        </button>
      )}
    </section>
  );
}
