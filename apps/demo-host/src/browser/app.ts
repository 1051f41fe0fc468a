import { mountClarity, type ClarityEvent, type ClarityWidget, type ThemeMode } from '@clarity/embed-host';

/**
 * The demo page's script: what a partner writes. It asks its own server for an embed URL (the API
 * key stays there), mounts the widget, refreshes through the same endpoint, and shows the events.
 */
const container = document.getElementById('clarity');

function logEvent(event: ClarityEvent): void {
  const list = document.getElementById('events');
  if (list === null) return;
  const item = document.createElement('li');
  const { type, ...details } = event;
  item.textContent = Object.keys(details).length > 0 ? `${type} ${JSON.stringify(details)}` : type;
  item.dataset.type = type;
  list.prepend(item);
  while (list.children.length > 100) list.lastElementChild?.remove();
}

function show(id: string, text: string): void {
  const element = document.getElementById(id);
  if (element === null) return;
  element.textContent = text;
  element.hidden = false;
}

async function start(element: HTMLElement): Promise<ClarityWidget> {
  const { portfolioId = '', scope = '', ttl = '', lead = '', staleAfterDays = '', theme = '', locale = '' } = element.dataset;
  const query = new URLSearchParams({ portfolioId, scope, ttl: ttl || '600' });

  const fetchEmbedUrl = async () => {
    const response = await fetch(`/api/embed-url?${query.toString()}`);
    const body = (await response.json()) as { url?: string; error?: string };
    if (!response.ok || body.url === undefined) throw new Error(body.error ?? `HTTP ${response.status}`);
    return body.url;
  };

  const url = new URL(await fetchEmbedUrl());
  if (staleAfterDays !== '') url.searchParams.set('staleAfterDays', staleAfterDays);
  return mountClarity(element, {
    url: url.href,
    fetchEmbedUrl,
    theme: theme === 'light' || theme === 'dark' || theme === 'auto' ? { mode: theme } : undefined,
    refreshLeadSeconds: lead === '' ? undefined : Number(lead),
    locale: locale === '' ? undefined : locale,
    onEvent(event) {
      logEvent(event);
      // A slow first load can say "ready" after the helper gave up waiting: then it was not refused.
      if (event.type === 'clarity:ready') document.getElementById('refusal')?.setAttribute('hidden', '');
      if (event.type === 'clarity:error' && event.code === 'frame_blocked') {
        show('refusal', `Clarity refused to load on ${location.origin}: this origin is not among the token's allowed origins.`);
      }
      if (event.type === 'clarity:followup') show('followup-note', `The widget asked: “${event.question}”`);
    },
  });
}

if (container !== null) {
  start(container)
    .then((widget) => {
      for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-choice]')) {
        button.addEventListener('click', () => widget.setTheme({ mode: button.dataset.themeChoice as ThemeMode }));
      }
    })
    .catch((error: unknown) => show('refusal', `The widget could not start: ${error instanceof Error ? error.message : String(error)}`));
}
