import type { MouseEvent } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { linkCitationMarkers } from './citation-links';

/**
 * Renders our Markdown (loaded lazily: react-markdown is the heaviest part of the view). Raw HTML
 * is not rendered; citation markers become in-page links; other links open in a new tab.
 */
function focusCitation(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (target === null) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

const components: Components = {
  a({ href, children }) {
    if (href?.startsWith('#')) {
      return (
        <a href={href} className="cite-ref" onClick={focusCitation} aria-label={`Source ${href.split('-').pop() ?? ''}`}>
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
};

export default function Markdown({ text, citationPrefix }: { text: string; citationPrefix: string }) {
  return <ReactMarkdown components={components}>{linkCitationMarkers(text, citationPrefix)}</ReactMarkdown>;
}
