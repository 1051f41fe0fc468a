import { Children, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { localizeDates } from '../i18n/format';
import { t } from '../i18n/t';
import { withTerms, type ExplainKey } from '../ui/Term';
import { focusCitation, linkCitationMarkers } from './citation-links';

/**
 * Renders our Markdown (loaded lazily: react-markdown is the heaviest part of the view). Raw HTML
 * is not rendered; citation markers become in-page links; other links open in a new tab; dates
 * take the view's one format; technical terms get their explanation.
 */
const explained = (children: ReactNode) => {
  const seen = new Set<ExplainKey>(); // one explanation per term and paragraph
  return Children.map(children, (child) => (typeof child === 'string' ? withTerms(child, seen) : child));
};

const components: Components = {
  a({ href, children }) {
    if (href?.startsWith('#')) {
      return (
        <a href={href} className="cite-ref" onClick={focusCitation} aria-label={t('source.ref', { n: href.split('-').pop() ?? '' })}>
          {children}
        </a>
      );
    }
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  p: ({ children }) => <p>{explained(children)}</p>,
  li: ({ children }) => <li>{explained(children)}</li>,
};

export default function Markdown({ text, citationPrefix }: { text: string; citationPrefix: string }) {
  return <ReactMarkdown components={components}>{linkCitationMarkers(localizeDates(text), citationPrefix)}</ReactMarkdown>;
}
