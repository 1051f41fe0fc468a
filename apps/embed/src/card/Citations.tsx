import type { Citation } from '@clarity/shared';
import { citationAnchorId } from '../markdown/citation-links';
import { formatDate } from '../ui/format';

/** The numbered sources; `[n]` markers in the text link here. */
export function Citations({ citations, prefix, testId }: { citations: Citation[]; prefix: string; testId: string }) {
  if (citations.length === 0) return null;
  return (
    <section className="citations" aria-label="Sources">
      <h3 className="subheading">Sources</h3>
      <ol data-testid={testId}>
        {citations.map((c) => (
          <li key={c.id} id={citationAnchorId(prefix, c.id)} tabIndex={-1} value={c.id}>
            <span className="publisher">{c.publisher}</span> · <time dateTime={c.publishedAt}>{formatDate(c.publishedAt)}</time> ·{' '}
            <a href={c.url} target="_blank" rel="noopener noreferrer">
              {c.title}
            </a>
            {c.synthetic && <span className="tag">sample data</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
