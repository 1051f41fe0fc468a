// First: takes the token out of the address bar and starts the card request (see early-start.ts).
import { early } from './boot/early-start';
import { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { EmbedFailure } from './api/errors';
import { createHostBridge } from './host/bridge';
import { preloadMarkdown } from './markdown/MarkdownText';
import { Root } from './Root';
import { readUrlSettings } from './session/url-settings';
import { applyTheme, followSystemTheme, mergeTheme } from './theme/theme';
import { loadMessages } from './i18n/t';
import { ErrorState } from './ui/ErrorState';
import './styles.css';

// The token left the address bar before anything else ran; from here on it lives in memory only.
const { token, claims, cardFromPage } = early;
const settings = readUrlSettings();

let theme = settings.theme;
applyTheme(theme);
followSystemTheme(() => theme);

const container = document.getElementById('root')!;

/**
 * The embed page that carries the card also carries it rendered (apps/api/src/embeds/page.ts, from
 * ssr.tsx): the browser paints it from the HTML and CSS alone. The widget then hydrates that markup
 * (same tree, same card, same language and settings) instead of rendering it again. Markup without
 * the card's data (not expected) is dropped and rendered afresh.
 */
const serverRendered = container.firstElementChild !== null && cardFromPage !== null;
if (!serverRendered) container.replaceChildren();

/**
 * Hydrating takes the main thread for a while; the markup is already in place, so let the browser
 * paint it first. A frame that does not come (an iframe scrolled out of view is not painted) must not
 * hold the widget back: at most 100 ms.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

// The view's language arrives as a small chunk while the card request (started above) travels; the
// first render waits for it (a promise, not a top-level await: that would make the bundler wrap every module).
if (token === null || claims === null) {
  void loadMessages().then(() =>
    createRoot(container).render(
      <main className="clarity">
        <ErrorState failure={new EmbedFailure('invalid', 'token_missing')} />
      </main>,
    ),
  );
} else {
  const bridge = createHostBridge(claims.origins);
  bridge.subscribe((message) => {
    if (message.type !== 'clarity:set-theme') return;
    theme = mergeTheme(theme, message);
    applyTheme(theme);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  const view = <Root queryClient={queryClient} token={token} claims={claims} bridge={bridge} staleAfterDays={settings.staleAfterDays} />;
  void loadMessages().then(() => {
    if (serverRendered) afterFirstPaint(() => hydrateRoot(container, view));
    else createRoot(container).render(view);
  });
  // Without a card, the renderer loads at once, ready for the first answer. With one, the card's
  // text asks for it when it renders (plain text until it arrives): evaluating its 120 KB chunk
  // takes the main thread for tens of milliseconds, and loaded at boot it landed while the card
  // was rendering and delayed it.
  if (!claims.scope.includes('card')) preloadMarkdown();
}
