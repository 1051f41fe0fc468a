import type { Citation, Narrative, NarrativeStory, StateChange } from '@clarity/shared';
import { useState } from 'react';
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

/** Stories shown before "show more": the view is an overview, the rest is one click away. */
const STORIES_SHOWN = 3;
/** Newest developments shown per story before "show earlier". */
const DEVELOPMENTS_SHOWN = 3;

function MoreButton({ count, what, onClick }: { count: number; what: string; onClick: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      Show {count} {what}
    </button>
  );
}

function Story({ story, citationBySource, citationPrefix }: { story: NarrativeStory; citationBySource: Map<string, number>; citationPrefix: string }) {
  const [showAll, setShowAll] = useState(false);
  const hidden = showAll ? 0 : Math.max(0, story.developments.length - DEVELOPMENTS_SHOWN);
  return (
    <article className="story" aria-label={story.title}>
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
      {hidden > 0 && <MoreButton count={hidden} what={hidden === 1 ? 'earlier development' : 'earlier developments'} onClick={() => setShowAll(true)} />}
      <ol className="timeline">
        {story.developments.slice(hidden).map((d) => (
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
  );
}

/**
 * The narrative as story threads: each story a timeline of developments, with the state changes
 * each brought (from → to) and the holdings the story touches. Most relevant stories first.
 */
export function StoryThreads({ narrative, citations, citationPrefix }: { narrative: Narrative; citations: Citation[]; citationPrefix: string }) {
  const [showAll, setShowAll] = useState(false);
  const citationBySource = new Map(citations.map((c) => [c.sourceId, c.id]));
  const stories = showAll ? narrative.stories : narrative.stories.slice(0, STORIES_SHOWN);
  const hidden = narrative.stories.length - stories.length;
  return (
    <section className="narrative" data-testid="narrative" aria-labelledby="narrative-heading">
      <h3 className="subheading" id="narrative-heading">
        Stories behind your holdings
      </h3>
      {narrative.stories.length === 0 && <p className="muted">No current market stories touch your holdings.</p>}
      {stories.map((story) => (
        <Story key={story.id} story={story} citationBySource={citationBySource} citationPrefix={citationPrefix} />
      ))}
      {hidden > 0 && <MoreButton count={hidden} what={hidden === 1 ? 'more story' : 'more stories'} onClick={() => setShowAll(true)} />}
    </section>
  );
}
