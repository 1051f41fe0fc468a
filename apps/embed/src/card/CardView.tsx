import type { Card, Section } from '@clarity/shared';
import { MarkdownText } from '../markdown/MarkdownText';
import { ErrorState } from '../ui/ErrorState';
import { formatDate, formatMoney } from '../ui/format';
import { AllocationChart } from './AllocationChart';
import { CardSkeleton } from './CardSkeleton';
import { Citations } from './Citations';
import { FollowUps } from './FollowUps';
import { StaleBadge } from './StaleBadge';
import { StoryThreads } from './StoryThreads';
import { useCard } from './useCard';

const CITATION_PREFIX = 'card';

function SectionBlock({ section, testId }: { section: Section; testId: string }) {
  return (
    <section className="section" data-testid={testId} aria-label={section.title}>
      <h2 className="section-title">{section.title}</h2>
      <MarkdownText text={section.markdown} citationPrefix={CITATION_PREFIX} />
    </section>
  );
}

function isEmptyPortfolio(card: Card): boolean {
  return card.totalValue === 0 && card.allocation.byAssetClass.every((s) => s.weight === 0) && card.warnings.length === 0;
}

function CardBody({ card, staleAfterDays, onFollowUp }: { card: Card; staleAfterDays: number; onFollowUp: (q: string) => void }) {
  const empty = isEmptyPortfolio(card);
  return (
    <article className="card" data-testid="card" aria-label="Portfolio insight">
      <header className="card-header">
        <p className="muted small">
          {empty ? 'No holdings yet' : `Portfolio value ${formatMoney(card.totalValue, card.baseCurrency)}`} · as of {formatDate(card.asOf)}
        </p>
        <StaleBadge staleness={card.staleness} staleAfterDays={staleAfterDays} />
      </header>
      <SectionBlock section={card.marketContext} testId="market-context" />
      <SectionBlock section={card.positionsAnalysis} testId="positions-analysis" />
      {empty ? (
        <p className="empty-state" data-testid="empty-portfolio">
          There are no holdings in this portfolio yet. Insight appears here once it has positions.
        </p>
      ) : (
        <AllocationChart allocation={card.allocation} />
      )}
      {card.warnings.length > 0 && (
        <ul className="warnings" aria-label="Not included">
          {card.warnings.map((w) => (
            <li key={`${w.code}-${w.ticker}`}>{w.message}</li>
          ))}
        </ul>
      )}
      <StoryThreads narrative={card.narrative} citations={card.citations} citationPrefix={CITATION_PREFIX} />
      <Citations citations={card.citations} prefix={CITATION_PREFIX} testId="citations" />
      <FollowUps followUps={card.followUps} onAsk={onFollowUp} />
    </article>
  );
}

export function CardView({ staleAfterDays, onFollowUp }: { staleAfterDays: number; onFollowUp: (q: string) => void }) {
  const { data, error, isPending, refetch } = useCard();
  if (data !== undefined) return <CardBody card={data} staleAfterDays={staleAfterDays} onFollowUp={onFollowUp} />;
  if (error !== null && error.kind !== 'expired') return <ErrorState failure={error} onRetry={() => void refetch()} />;
  if (isPending) return <CardSkeleton />;
  return null;
}
