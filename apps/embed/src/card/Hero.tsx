import type { Card, PerformancePeriod } from '@clarity/shared';
import { formatDate, formatIncome, formatMoney, formatSignedPercent } from '../i18n/format';
import { t } from '../i18n/t';
import { Term } from '../ui/Term';
import { StaleBadge } from './StaleBadge';

/** Whether the book has income at all (dividends or interest since its first activity): only then is the return's split worth a line. */
export function hasIncome(card: Card): boolean {
  const total = card.performance.income.total;
  return total.dividends > 0 || total.interest > 0;
}

/**
 * The chosen period's total return split into what prices and what income did, and the income received in it (after
 * tax withheld at source): it moves with the period picker, as the change above it does.
 */
function ReturnSplit({ period, currency }: { period: PerformancePeriod; currency: string }) {
  if (period.incomeReturn === null || period.priceReturn === null) return null;
  const received = period.income.dividends - period.income.withholdingTax + period.income.interest;
  return (
    <p className="hero-split small" data-testid="hero-income">
      <Term explain="explain.totalReturn">{t('hero.totalReturn')}</Term>{' '}
      {t('hero.split', { price: formatSignedPercent(period.priceReturn), income: formatSignedPercent(period.incomeReturn), amount: formatIncome(received, currency) })}
    </p>
  );
}

/** A segmented control: one of a few options, as toggle buttons. */
export function Segmented<K extends string>({ label, options, value, onChange }: { label: string; options: Array<[K, string]>; value: K; onChange: (key: K) => void }) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map(([key, text]) => (
        <button key={key} type="button" aria-pressed={key === value} onClick={() => onChange(key)}>
          {text}
        </button>
      ))}
    </div>
  );
}

/** The headline: total value, its change over the chosen period, the as-of date and the stale badge (the performance panel draws the line: no sparkline repeating it). */
export function Hero({ card, empty, periods, period, onPeriod, staleAfterDays }: { card: Card; empty: boolean; periods: PerformancePeriod[]; period: PerformancePeriod | null; onPeriod: (label: string) => void; staleAfterDays: number }) {
  const change = period?.valueChange ?? null;
  const ret = period?.twr ?? null;
  const sign = (ret ?? change ?? 0) > 0 ? 'up' : (ret ?? change ?? 0) < 0 ? 'down' : 'flat';
  return (
    <header className="hero" data-testid="hero">
      <div className="hero-top">
        <h2 className="hero-label">{t('hero.label')}</h2>
        <p className="hero-meta">
          <span>{t('hero.asOf', { date: formatDate(card.asOf) })}</span>
          <StaleBadge staleness={card.staleness} staleAfterDays={staleAfterDays} />
        </p>
      </div>
      <p className="hero-value" data-testid="hero-value">
        {formatMoney(card.totalValue, card.baseCurrency)}
      </p>
      {!empty &&
        (period === null ? (
          <p className="muted small hero-nohistory" data-testid="hero-no-history">
            {t('hero.noHistory')}
          </p>
        ) : (
          <div className="hero-change-row">
            <p className={`hero-change ${sign}`} data-testid="hero-change">
              <span aria-hidden="true">{sign === 'up' ? '▲ ' : sign === 'down' ? '▼ ' : ''}</span>
              {t('hero.change', { amount: change === null ? '' : formatMoney(change, card.baseCurrency, true), percent: ret === null ? '–' : formatSignedPercent(ret) })}{' '}
              <span className="hero-over">{t('hero.over', { period: t(`periodLong.${period.label}`) })}</span>
            </p>
            <Segmented label={t('hero.periods')} options={periods.map((p) => [p.label, t(`period.${p.label}`)])} value={period.label} onChange={onPeriod} />
            {hasIncome(card) && <ReturnSplit period={period} currency={card.baseCurrency} />}
          </div>
        ))}
    </header>
  );
}
