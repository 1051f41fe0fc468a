import type { Citation, Narrative, StateChange } from '@clarity/shared';
import { citationAnchorId } from '../markdown/citation-links';
import { formatDate, formatPercent } from '../ui/format';

function StateChangeChip({ change }: { change: StateChange }) {
  return (
    <li className="state-chip">
      <span className="entity">
        {change.entity} {change.attribute}:
      </span>{' '}
      <span className="from">{change.from ?? 'none'}</span> <span aria-label="changed to">→</span> <span className="to">{change.to ?? 'none'}</span>
    </li>
  );
}

/**
 * The narrative as story threads: each story a timeline of developments, with the state changes
 * each brought (from → to) and the holdings the story touches.
 */
export function StoryThreads({ narrative, citations, citationPrefix }: { narrative: Narrative; citations: Citation[]; citationPrefix: string }) {
  const citationBySource = new Map(citations.map((c) => [c.sourceId, c.id]));
  return (
    <section className="narrative" data-testid="narrative" aria-labelledby="narrative-heading">
      <h3 className="subheading" id="narrative-heading">
        Stories behind your holdings
      </h3>
      {narrative.stories.length === 0 ? (
        <p className="muted">No current market stories touch your holdings.</p>
      ) : (
        narrative.stories.map((story) => (
          <article key={story.id} className="story" aria-label={story.title}>
            <header className="story-header">
              <h4>{story.title}</h4>
              <span className="pill">{story.status}</span>
              <span className="muted small">{formatPercent(story.exposure)} of your portfolio exposed</span>
            </header>
            {story.holdings.length > 0 && (
              <ul className="holdings" aria-label="Holdings touched">
                {story.holdings.map((ticker) => (
                  <li key={ticker} className="ticker">
                    {ticker}
                  </li>
                ))}
              </ul>
            )}
            <ol className="timeline">
              {story.developments.map((d) => (
                <li key={d.id}>
                  <time dateTime={d.date}>{formatDate(d.date)}</time>
                  <p className="headline">
                    {d.headline}{' '}
                    {d.sourceIds
                      .map((s) => citationBySource.get(s))
                      .filter((n): n is number => n !== undefined)
                      .map((n) => (
                        <a key={n} href={`#${citationAnchorId(citationPrefix, n)}`} className="cite-ref" aria-label={`Source ${n}`}>
                          [{n}]
                        </a>
                      ))}
                  </p>
                  {d.stateChanges.length > 0 && (
                    <ul className="state-changes" aria-label="What changed">
                      {d.stateChanges.map((c, i) => (
                        <StateChangeChip key={i} change={c} />
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </article>
        ))
      )}
    </section>
  );
}
