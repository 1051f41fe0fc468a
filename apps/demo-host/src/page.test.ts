import type { Portfolio } from '@clarity/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from './page.js';

// The demo host's account page as its customer reads it: the partner's names for the account, never Clarity's keys.

function portfolio(externalId: string, baseCurrency: string): Portfolio {
  return { id: `ppf_${externalId.replace(/-/g, '')}`, externalId, baseCurrency, currentHoldings: [] } as unknown as Portfolio;
}

const widget = { scope: '', ttl: '', lead: '', staleAfterDays: '', theme: '', locale: '' };

/** The page's text, as a reader sees it (tags, scripts and styles removed). */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the demo host’s account page', () => {
  const books = [portfolio('demo-growth-usd', 'USD'), portfolio('demo-balanced-eur', 'EUR'), portfolio('demo-income-usd', 'USD')];
  const page = (selected: Portfolio) => visibleText(renderPage({ portfolios: books, selected, widget, pageOrigin: 'o', allowedOrigin: 'o', listError: undefined }));

  it('titles the account with its name and whose it is, never its external id', () => {
    const text = page(books[0]!);
    expect(text).toContain('Growth account Individual brokerage · Alex Morgan');
    for (const book of books) expect(text).not.toContain(book.externalId);
  });

  it('names an account the host has no copy for from its id’s words, still without the id', () => {
    const text = page(books[2]!);
    expect(text).toContain('Income account');
    expect(text).not.toContain('demo-income-usd');
  });
});
