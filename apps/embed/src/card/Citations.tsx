import type { Citation } from '@clarity/shared';
import { citationAnchorId } from '../markdown/citation-links';
import { formatDate } from '../i18n/format';
import { t } from '../i18n/t';

/** The numbered sources; `[n]` markers in the text link here (and open the list when it is folded). */
export function Citations({ citations, prefix, testId, folded = false }: { citations: Citation[]; prefix: string; testId: string; folded?: boolean }) {
  if (citations.length === 0) return null;
  return (
    <details className="citations" open={!folded}>
      <summary className="subheading">{t('sources.title', { count: citations.length })}</summary>
      <ol data-testid={testId}>
        {citations.map((c) => (
          <li key={c.id} id={citationAnchorId(prefix, c.id)} tabIndex={-1} value={c.id}>
            <span className="publisher">{c.publisher}</span> · <time dateTime={c.publishedAt}>{formatDate(c.publishedAt)}</time> ·{' '}
            <a href={c.url} target="_blank" rel="noopener noreferrer">
              {c.title}
            </a>
            {c.synthetic && <span className="tag">{t('sources.sample')}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
