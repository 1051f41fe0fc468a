import type { MouseEvent } from 'react';
import { localizeDates } from '../i18n/format';

/** `[3]` (a citation marker, not the start of a `[text](url)` link) → a link to citation 3 on the page. */
const CITATION_MARKER = /\[(\d+)\](?![(:])/g;

export function citationAnchorId(prefix: string, id: number | string): string {
  return `${prefix}-cite-${id}`;
}

/** The citation numbers a Markdown text's `[n]` markers name, in order. */
export function citationMarkers(markdown: string): number[] {
  return [...markdown.matchAll(CITATION_MARKER)].map((match) => Number(match[1]));
}

/** Rewrites `[n]` markers as Markdown links to the matching citation entry. */
export function linkCitationMarkers(markdown: string, prefix: string): string {
  return markdown.replace(CITATION_MARKER, (_, n: string) => `[\\[${n}\\]](#${citationAnchorId(prefix, n)})`);
}

/** Markdown reduced to readable text, shown for the instant before the Markdown renderer has loaded. */
export function markdownToPlainText(markdown: string): string {
  return localizeDates(markdown)
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/^\s*[-*+]\s+/gm, '• ');
}

/** A citation link: opens the (collapsible) source list if needed and moves focus to the source. */
export function focusCitation(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (target === null) return;
  event.preventDefault();
  const list = target.closest('details');
  if (list !== null) list.open = true;
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}
