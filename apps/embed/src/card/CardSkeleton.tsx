import { t } from '../i18n/t';

/** Placeholder with the card's shape (hero, two panels, text), so nothing jumps when it arrives. */
export function CardSkeleton() {
  return (
    <div className="card skeleton" role="status" aria-busy="true" aria-label={t('card.loading')}>
      <div className="sk-line sk-label" />
      <div className="sk-line sk-hero" />
      <div className="sk-line short" />
      <div className="grid">
        <div className="sk-block" />
        <div className="sk-block" />
      </div>
      <div className="sk-line" />
      <div className="sk-line short" />
    </div>
  );
}
