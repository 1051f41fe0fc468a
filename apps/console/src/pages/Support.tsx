import { useState, type FormEvent } from 'react';
import type { ConsoleSupportPortfolio } from '@clarity/shared';
import { api, ConsoleApiError } from '../api';
import { formatDateTime, formatNumber, t } from '../i18n/t';
import { Alert, errorText, Field, PageHeader } from '../ui';

/**
 * The support view: a portfolio found by the partner's own id, its holdings, activity count and last
 * update, and its card as the end user sees it (the widget, minted through this session like the
 * embed preview; never an API key in the browser).
 */
export function Support() {
  const [externalId, setExternalId] = useState('');
  const [found, setFound] = useState<ConsoleSupportPortfolio>();
  const [problem, setProblem] = useState<string>();
  const [cardUrl, setCardUrl] = useState<string>();
  const [cardError, setCardError] = useState<unknown>();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setFound(undefined);
    setCardUrl(undefined);
    setCardError(undefined);
    const id = externalId.trim();
    if (id === '') {
      setProblem(t('field.required'));
      return;
    }
    try {
      setFound(await api.supportPortfolio(id));
      setProblem(undefined);
    } catch (e) {
      setProblem(e instanceof ConsoleApiError && e.code === 'not_found' ? t('support.notFound') : errorText(e));
    }
  };
  const openCard = (portfolioId: string) => {
    api.preview(portfolioId).then((minted) => {
      setCardUrl(minted.url);
      setCardError(undefined);
    }, setCardError);
  };

  return (
    <>
      <PageHeader title={t('support.title')} lead={t('support.lead')} />
      <form className="panel inline-form" onSubmit={(e) => void find(e)} noValidate role="search">
        <Field label={t('support.externalId')} error={problem}>
          {(p) => <input {...p} type="text" spellCheck={false} autoComplete="off" value={externalId} onInput={(e) => setExternalId(e.currentTarget.value)} />}
        </Field>
        <button type="submit" className="button primary" data-testid="support-find">
          {t('support.find')}
        </button>
      </form>
      {found && (
        <section className="panel" aria-labelledby="support-portfolio" data-testid="support-portfolio">
          <h2 id="support-portfolio">{found.externalId}</h2>
          <dl className="facts">
            <div className="fact-wide">
              <dt>{t('support.portfolioId')}</dt>
              <dd>
                <code>{found.id}</code>
              </dd>
            </div>
            <div>
              <dt>{t('support.baseCurrency')}</dt>
              <dd>{found.baseCurrency}</dd>
            </div>
            <div>
              <dt>{t('support.activityCount')}</dt>
              <dd data-testid="support-activity-count">{formatNumber(found.activityCount)}</dd>
            </div>
            <div>
              <dt>{t('support.lastActivity')}</dt>
              <dd>{found.lastActivityAt ? formatDateTime(found.lastActivityAt) : t('common.none')}</dd>
            </div>
            <div>
              <dt>{t('support.updated')}</dt>
              <dd>{formatDateTime(found.updatedAt)}</dd>
            </div>
            <div>
              <dt>{t('support.created')}</dt>
              <dd>{formatDateTime(found.createdAt)}</dd>
            </div>
          </dl>
          <h3 id="holdings-title">{t('support.holdingsTitle')}</h3>
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="holdings-title">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('support.colTicker')}</th>
                  <th scope="col" className="num">
                    {t('support.colQuantity')}
                  </th>
                  <th scope="col" className="num">
                    {t('support.colCostBasis')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {found.holdings.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('support.noHoldings')}</td>
                  </tr>
                )}
                {found.holdings.map((h, i) => (
                  <tr key={`${h.ticker}-${i}`} data-testid="support-holding">
                    <th scope="row">{h.ticker}</th>
                    <td className="num">{formatNumber(h.quantity)}</td>
                    <td className="num">{h.costBasis !== undefined ? `${formatNumber(h.costBasis)}${h.currency ? ` ${h.currency}` : ''}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="form-actions">
            <button type="button" className="button secondary" data-testid="support-open-card" onClick={() => openCard(found.id)}>
              {t('support.openCard')}
            </button>
          </div>
          {cardError !== undefined && <Alert kind="error">{errorText(cardError)}</Alert>}
          {cardUrl && <iframe data-testid="support-card" title={t('support.cardFrame')} src={cardUrl} className="preview-frame" />}
        </section>
      )}
    </>
  );
}
