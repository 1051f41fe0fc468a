import type { IncomingMessage } from 'node:http';
import { INLINED_CARD_ELEMENT_ID, type SupportedLocale } from '@clarity/shared';
import { storedTarget } from '../clarity/access.js';
import type { CardService } from '../insight/card/card-service.js';
import type { PortfolioService } from '../portfolios/service.js';
import type { EmbedPrincipal } from './verifier.js';

/**
 * How long the embed page waits for its card before it goes out without one. A cached card takes
 * well under a millisecond and a computed one tens of milliseconds; past this, waiting longer would
 * hold back the page's own scripts for more than the widget's fetch of the card costs (it starts as
 * soon as the bundle runs, and takes over the computation still under way: the card cache shares it).
 * A card worded by a model (up to its 5 s timeout) is the usual case that misses it.
 */
export const INLINE_CARD_WAIT_MS = 150;

/**
 * Whether the request for the embed page is a browser navigation that will render it: into an
 * iframe (the partner page, which `frame-ancestors` limits to the token's origins) or as a top-level
 * document (someone opening the link itself, who could read the same card through the widget's own
 * request from this page's origin). Only then does the page carry the card.
 *
 * Why not for any GET: the Fetch Metadata headers are set by the browser and cannot be forged by a
 * page, so this keeps the card's figures out of every response another site could pull into its own
 * process or cache as a subresource (`<script>`, `<img>`, `<object>`, `fetch(…, { mode: 'no-cors' })`;
 * the page sends `Cross-Origin-Resource-Policy: cross-origin` so that COEP partners can frame it,
 * which would otherwise let such loads through), and out of what clients that send no such headers
 * (link-preview fetchers that unfurl a pasted URL, scanners, old browsers) receive. They get the shell
 * as before; in a browser it fetches the card itself, with the origin checks of `POST /v1/clarity/card`.
 */
export function isRenderingNavigation(req: IncomingMessage): boolean {
  const dest = req.headers['sec-fetch-dest'];
  return req.headers['sec-fetch-mode'] === 'navigate' && (dest === 'iframe' || dest === 'document');
}

export type InlineCardOutcome = { kind: 'inlined'; json: string } | { kind: 'late' } | { kind: 'failed'; error: unknown };

export interface InlineCardDeps {
  cards: CardService;
  portfolios: PortfolioService;
  /** How long to wait; {@link INLINE_CARD_WAIT_MS} unless a test says otherwise. */
  waitMs: number;
}

/**
 * The card of the token's portfolio in the page's language, through the same card service and cache
 * as `POST /v1/clarity/card` (so the widget's later requests hit what the page computed), if it is
 * ready within `waitMs`. A late card keeps computing into the cache; a failed one is left for the
 * widget's request to report through the API's error envelope.
 *
 * It spends none of the token's card/chat rate limit, as the page itself never did: reloading the
 * page cannot make the server compute more than the card route would, since the cache holds one card
 * per portfolio version, market data version, day and language (four at most per portfolio and day).
 */
export async function inlineCardFor(deps: InlineCardDeps, principal: EmbedPrincipal, locale: SupportedLocale): Promise<InlineCardOutcome> {
  const computing = (async () => {
    const target = await storedTarget(deps.portfolios, principal.orgId, principal.portfolioId);
    return (await deps.cards.cardBody(principal.orgId, target, locale)).bytes.toString('utf8');
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<InlineCardOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'late' }), deps.waitMs);
  });
  try {
    return await Promise.race([computing.then((json): InlineCardOutcome => ({ kind: 'inlined', json })), late]);
  } catch (error) {
    return { kind: 'failed', error };
  } finally {
    clearTimeout(timer);
    // A card that fails after the page went out is the widget's request's to report.
    computing.catch(() => undefined);
  }
}

/**
 * The card as an HTML data block the widget parses (never executes: `type="application/json"`, so
 * the page's `script-src 'self'` still holds). Inside `<script>` the HTML parser looks only for
 * `</script` (and `<!--`); escaping every `<` (and `>`, `&` for good measure) as a JSON `\u` escape
 * leaves no way for a story title or any other text to end the element early. U+2028/2029 are
 * escaped too, as JSON embedded in script text conventionally is. JSON puts these characters only
 * inside strings, where the escapes mean the same characters.
 */
export function cardDataBlock(cardJson: string): string {
  return `<script type="application/json" id="${INLINED_CARD_ELEMENT_ID}">${escapeScriptData(cardJson)}</script>`;
}

const SCRIPT_DATA_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeScriptData(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_DATA_ESCAPES[c] ?? c);
}

/**
 * The page with the data block at the end of its body (after the root element; module scripts run
 * once the document is parsed, so the widget finds it). Spliced by position, not with
 * `String.replace`: the card's text may contain `$&` or `$'`, which a replacement string expands.
 */
export function withCardData(html: string, block: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + block : html.slice(0, end) + block + html.slice(end);
}
