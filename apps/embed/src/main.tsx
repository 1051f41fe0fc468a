// First: takes the token out of the address bar and starts the card request (see early-start.ts).
import { early } from './boot/early-start';
import { ACCENT_PATTERN } from '@clarity/shared/message-protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { EmbedFailure } from './api/errors';
import { createHostBridge } from './host/bridge';
import { preloadMarkdown } from './markdown/MarkdownText';
import { SessionProvider } from './session/SessionContext';
import { readUrlSettings } from './session/url-settings';
import { applyTheme, followSystemTheme } from './theme/theme';
import { ErrorState } from './ui/ErrorState';
import './styles.css';

// The token left the address bar before anything else ran; from here on it lives in memory only.
const { token, claims } = early;
const settings = readUrlSettings();

let theme = settings.theme;
applyTheme(theme);
followSystemTheme(() => theme);

const container = document.getElementById('root')!;
const root = createRoot(container);

if (token === null || claims === null) {
  root.render(
    <main className="clarity">
      <ErrorState failure={new EmbedFailure('invalid', 'token_missing')} />
    </main>,
  );
} else {
  const bridge = createHostBridge(claims.origins);
  bridge.subscribe((message) => {
    if (message.type !== 'clarity:set-theme') return;
    theme = { mode: message.mode ?? theme.mode, accent: message.accent !== undefined && ACCENT_PATTERN.test(message.accent) ? message.accent : theme.accent };
    applyTheme(theme);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialToken={token} initialClaims={claims} bridge={bridge}>
          <App staleAfterDays={settings.staleAfterDays} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // Without a card, the renderer loads at once, ready for the first answer. With one, the card's
  // text asks for it when it renders (plain text until it arrives): evaluating its 120 KB chunk
  // takes the main thread for tens of milliseconds, and loaded at boot it landed while the card
  // was rendering and delayed it.
  if (!claims.scope.includes('card')) preloadMarkdown();
}
