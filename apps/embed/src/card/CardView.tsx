import type { Card, Section } from '@clarity/shared';
import { useId, useState } from 'react';
import { MarkdownText } from '../markdown/MarkdownText';
import { t } from '../i18n/t';
import { ErrorState } from '../ui/ErrorState';
import { AllocationChart } from './AllocationChart';
import { CardSkeleton } from './CardSkeleton';
import { pickablePeriods, splitLead } from './chart-math';
import { Citations } from './Citations';
import { FollowUps } from './FollowUps';
import { Hero } from './Hero';
import { Holdings } from './Holdings';
import { PerformanceChart } from './PerformanceChart';
import { retellsNarrative } from './repeated-stories';
import { StoryThreads } from './StoryThreads';
import { useCard } from './useCard';

const CITATION_PREFIX = 'card';

/**
 * A section's lead sentence first; the rest one tap away (in the page, so its citation links resolve),
 * unless `restShownElsewhere`: then the lead stands alone. With `leadShownElsewhere` the section's own
 * first sentence is left out (the positions section's "worth $X across N holdings" is the hero's figure)
 * and the next one leads.
 */
function SectionBlock({ section, testId, restShownElsewhere = () => false, leadShownElsewhere = false }: { section: Section; testId: string; restShownElsewhere?: (rest: string) => boolean; leadShownElsewhere?: boolean }) {
  const [open, setOpen] = useState(false);
  const restId = useId();
  const own = leadShownElsewhere ? splitLead(section.markdown).rest : '';
  const split = splitLead(own !== '' ? own : section.markdown);
  const { lead } = split;
  const rest = restShownElsewhere(split.rest) ? '' : split.rest;
  return (
    <section className="section" data-testid={testId} aria-label={section.title}>
      <h3 className="subheading">{section.title}</h3>
      <MarkdownText text={lead} citationPrefix={CITATION_PREFIX} />
      {rest !== '' && (
        <>
          <div id={restId} hidden={!open}>
            <MarkdownText text={rest} citationPrefix={CITATION_PREFIX} />
          </div>
          <button type="button" className="link-button" aria-expanded={open} aria-controls={restId} onClick={() => setOpen(!open)}>
            {open ? t('section.less') : t('section.more')}
          </button>
        </>
      )}
    </section>
  );
}

/** The one message to read first (the card's `headline`); a finding outside the profile is flagged in colour. */
function Headline({ headline }: { headline: Card['headline'] }) {
  const flagged = headline.finding === 'limit_breach' || headline.finding === 'outside_profile';
  return (
    <div className={flagged ? 'headline headline-flag' : 'headline'} data-testid="headline" data-finding={headline.finding}>
      <MarkdownText text={headline.markdown} citationPrefix={CITATION_PREFIX} />
    </div>
  );
}

function isEmptyPortfolio(card: Card): boolean {
  return card.totalValue === 0 && card.allocation.byAssetClass.every((s) => s.weight === 0) && card.warnings.length === 0;
}

function CardBody({ card, staleAfterDays, onFollowUp }: { card: Card; staleAfterDays: number; onFollowUp: (q: string) => void }) {
  const empty = isEmptyPortfolio(card);
  const periods = pickablePeriods(card.performance);
  const [periodLabel, setPeriodLabel] = useState<string | null>(null);
  const period = periods.find((p) => p.label === periodLabel) ?? periods.find((p) => p.label === '1Y') ?? periods[periods.length - 1] ?? null;
  return (
    <article className="card" data-testid="card" aria-label={t('card.label')}>
      <Headline headline={card.headline} />
      <Hero card={card} empty={empty} periods={periods} period={period} onPeriod={setPeriodLabel} staleAfterDays={staleAfterDays} />
      {empty ? (
        <p className="empty-state" data-testid="empty-portfolio">
          {t('card.empty')}
        </p>
      ) : (
        <div className="grid parts">
          <Holdings card={card} />
          <AllocationChart allocation={card.allocation} total={card.totalValue} />
          <PerformanceChart card={card} period={period} />
        </div>
      )}
      <div className="grid text">
        <SectionBlock section={card.positionsAnalysis} testId="positions-analysis" leadShownElsewhere={!empty} />
        <SectionBlock section={card.marketContext} testId="market-context" restShownElsewhere={(rest) => retellsNarrative(rest, card.citations, card.narrative)} />
      </div>
      <StoryThreads narrative={card.narrative} citations={card.citations} citationPrefix={CITATION_PREFIX} />
      <Citations citations={card.citations} prefix={CITATION_PREFIX} testId="citations" folded />
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
