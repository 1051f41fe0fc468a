import type { Citation, Narrative, NarrativeStory, StateChange } from '@clarity/shared';
import { useState } from 'react';
import { citationAnchorId, focusCitation } from '../markdown/citation-links';
import { formatDate, formatPercent } from '../i18n/format';
import { en, type MessageKey } from '../i18n/messages';
import { t } from '../i18n/t';

/** Stories shown before "more stories": the view is an overview, the rest is one tap away. */
const STORIES_SHOWN = 3;
/** Developments before the newest shown in an unfolded timeline before "earlier developments". */
const DEVELOPMENTS_SHOWN = 2;
/** Tickers named on a folded story; the rest as "+N". */
const TICKERS_SHOWN = 3;

/**
 * A state's value in the reader's language: the catalog's word (`stories.state.*`, keyed by the value in lower
 * case with other characters as `_`), else the value as stored (a figure or a rating reads the same everywhere).
 */
function stateWord(value: string | null): string {
  if (value === null) return t('stories.nothing');
  const key = `stories.state.${value.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
  return key in en ? t(key as MessageKey) : value;
}

function StateChangeChip({ change }: { change: StateChange }) {
  const what = `${change.entity} ${change.attribute}`;
  const from = stateWord(change.from);
  const to = stateWord(change.to);
  return (
    <li className="state-chip" aria-label={t('stories.changeLabel', { what, from, to })}>
      <span aria-hidden="true">{t('stories.change', { what, from, to })}</span>
    </li>
  );
}

const KNOWN_STATUSES = ['developing', 'escalating', 'resolved'];

function Changes({ changes }: { changes: StateChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="state-changes" aria-label={t('stories.changes')}>
      {changes.map((c, i) => (
        <StateChangeChip key={i} change={c} />
      ))}
    </ul>
  );
}

function statusText(status: string): string {
  return KNOWN_STATUSES.includes(status) ? t(`stories.status.${status}` as MessageKey) : status.charAt(0).toUpperCase() + status.slice(1);
}

function CiteRefs({ ids, citationBySource, citationPrefix }: { ids: string[]; citationBySource: Map<string, number>; citationPrefix: string }) {
  return ids
    .map((s) => citationBySource.get(s))
    .filter((n): n is number => n !== undefined)
    .map((n) => (
      <a key={n} href={`#${citationAnchorId(citationPrefix, n)}`} className="cite-ref" aria-label={t('source.ref', { n })} onClick={focusCitation}>
        [{n}]
      </a>
    ));
}

function Story({ story, citationBySource, citationPrefix }: { story: NarrativeStory; citationBySource: Map<string, number>; citationPrefix: string }) {
  const [open, setOpen] = useState(false);
  const [showEarlier, setShowEarlier] = useState(false);
  const developments = [...story.developments].reverse(); // newest first
  const [latest, ...before] = developments;
  // The newest development is on the folded story already: the timeline adds what it changed and the ones before it.
  const earlier = Math.max(0, before.length - DEVELOPMENTS_SHOWN);
  const shown = showEarlier ? before : before.slice(0, DEVELOPMENTS_SHOWN);
  const hasTimeline = before.length > 0 || (latest?.stateChanges.length ?? 0) > 0;
  const timelineId = `timeline-${story.id}`;
  const tickers = story.holdings.slice(0, TICKERS_SHOWN);
  return (
    <article className="story" aria-label={story.title}>
      {/* One treatment for every story, whatever the title's length: the title on its own line, then one line of
          status, share of the portfolio and holdings, then the newest development. */}
      <header className="story-header">
        <h4>{story.title}</h4>
        <p className="story-meta small">
          <span className="pill">{statusText(story.status)}</span>
          <span className="muted">{t('stories.exposure', { percent: formatPercent(story.exposure) })}</span>
          {tickers.length > 0 && (
            <span className="tickers" role="list" aria-label={t('stories.touched')}>
              {tickers.map((ticker) => (
                <span key={ticker} role="listitem" className="ticker">
                  {ticker}
                </span>
              ))}
              {story.holdings.length > tickers.length && (
                <span role="listitem" className="muted" aria-label={t('stories.moreTickersLabel', { names: story.holdings.slice(TICKERS_SHOWN).join(', ') })}>
                  {t('stories.moreTickers', { count: story.holdings.length - tickers.length })}
                </span>
              )}
            </span>
          )}
        </p>
      </header>
      {latest !== undefined && (
        <p className="latest">
          <time dateTime={latest.date}>{formatDate(latest.date)}</time> {latest.headline} <CiteRefs ids={latest.sourceIds} citationBySource={citationBySource} citationPrefix={citationPrefix} />{' '}
          {hasTimeline && (
            <button type="button" className="link-button inline" aria-expanded={open} aria-controls={timelineId} onClick={() => setOpen(!open)}>
              {t('stories.timeline', { count: developments.length })}
            </button>
          )}
        </p>
      )}
      <div id={timelineId} hidden={!open}>
        {latest !== undefined && <Changes changes={latest.stateChanges} />}
        <ol className="timeline">
          {shown.map((d) => (
            <li key={d.id}>
              <time dateTime={d.date}>{formatDate(d.date)}</time>
              <p className="headline">
                {d.headline} <CiteRefs ids={d.sourceIds} citationBySource={citationBySource} citationPrefix={citationPrefix} />
              </p>
              <Changes changes={d.stateChanges} />
            </li>
          ))}
        </ol>
        {earlier > 0 && (
          // A toggle that stays where it is, so keyboard focus stays on it.
          <button type="button" className="link-button" aria-expanded={showEarlier} onClick={() => setShowEarlier(!showEarlier)}>
            {showEarlier ? t('stories.hideEarlier') : t('stories.earlier', { count: earlier })}
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * The narrative as compact story threads: each story its newest development, the timeline (with
 * what changed) one tap away. Most relevant stories first; three shown, the rest behind "more stories".
 */
export function StoryThreads({ narrative, citations, citationPrefix }: { narrative: Narrative; citations: Citation[]; citationPrefix: string }) {
  const [showAll, setShowAll] = useState(false);
  const citationBySource = new Map(citations.map((c) => [c.sourceId, c.id]));
  const stories = showAll ? narrative.stories : narrative.stories.slice(0, STORIES_SHOWN);
  const hidden = narrative.stories.length - STORIES_SHOWN;
  return (
    <section className="narrative" data-testid="narrative" aria-labelledby="narrative-heading">
      <h3 className="subheading" id="narrative-heading">
        {t('stories.title')}
      </h3>
      {narrative.stories.length === 0 && <p className="muted">{t('stories.none')}</p>}
      {stories.map((story) => (
        <Story key={story.id} story={story} citationBySource={citationBySource} citationPrefix={citationPrefix} />
      ))}
      {hidden > 0 && (
        <button type="button" className="link-button" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? t('stories.fewer') : t('stories.more', { count: hidden })}
        </button>
      )}
    </section>
  );
}
