import type { Card, Position } from '@clarity/shared';
import { useState } from 'react';
import { formatDate, formatIncome, formatMoney, formatPercent, formatSignedPercent } from '../i18n/format';
import { t } from '../i18n/t';
import { Term } from '../ui/Term';

const TOP = 5;

/** One holding; its bar is drawn on the portfolio's scale (a full bar is 100%), so 26.8% looks like a quarter. */
type HoldingIncome = Card['performance']['income']['byHolding'][number];

function Row({ p, currency, income }: { p: Position; currency: string; income: HoldingIncome | undefined }) {
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
      {income !== undefined && income.dividends > 0 && <Dividends income={income} currency={currency} />}
    </li>
  );
}

/** The dividends a holding has paid since the first activity: received after tax withheld at source, and the tax withheld. */
function Dividends({ income, currency }: { income: HoldingIncome; currency: string }) {
  return (
    <span className="h-income" data-testid="holding-income">
      {t('holdings.dividends', { amount: formatIncome(income.dividends - income.withholdingTax, currency) })}
      {income.withholdingTax > 0 && (
        <>
          {' · '}
          <Term explain="explain.withholding">{t('holdings.withheld', { amount: formatIncome(income.withholdingTax, currency) })}</Term>
        </>
      )}
    </span>
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
export function Holdings({ card }: { card: Card }) {
  const { positions, baseCurrency: currency } = card;
  const [all, setAll] = useState(false);
  const incomeOf = new Map(card.performance.income.byHolding.map((h) => [h.ticker, h]));
  // Older cards (and clients that cache them) carry no stale-price totals.
  const stale = card.stalePrices as Card['stalePrices'] | undefined;
  const cash = card.performance.cashBalance as Card['performance']['cashBalance'] | undefined;
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
          <Row key={p.ticker} p={p} currency={currency} income={incomeOf.get(p.ticker)} />
        ))}
        {cash !== undefined && cash.value > 0 && (
          <li className="holding holding-cash" data-testid="cash-row">
            <span className="h-id">
              <span className="h-ticker">{t('holdings.cash')}</span> <span className="h-name">{cash.byCurrency.map((c) => c.currency).join(', ')}</span>
            </span>
            <span className="h-value">{formatMoney(cash.value, currency)}</span>
          </li>
        )}
      </ul>
      {stale !== undefined && stale.tickers.length > 0 && (
        <p className="small stale-share" data-testid="stale-share">
          <span aria-hidden="true">⚠ </span>
          {t('holdings.staleShare', { count: stale.tickers.length, names: stale.tickers.join(', '), percent: formatPercent(stale.share), amount: formatMoney(stale.value, currency) })}
        </p>
      )}
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
