import { useCallback, useEffect, useRef, useState } from 'react';
import { EmbedFailure } from './api/errors';
import { CardView } from './card/CardView';
import type { AskRequest } from './chat/ChatPanel';
import { useAutoResize } from './host/useAutoResize';
import { useSession } from './session/SessionContext';
import { ErrorState } from './ui/ErrorState';
import { t } from './i18n/t';
import { lazyComponent } from './ui/lazy-component';

const LazyChatPanel = lazyComponent(() => import('./chat/ChatPanel'));

const EXPIRED = new EmbedFailure('expired', 'token_expired');
/** No new token after this long: the host page is not refreshing; say what the user can do. */
const RECONNECT_GRACE_MS = 20_000;
const EXPIRED_FOR_GOOD = new EmbedFailure('invalid', 'token_expired');

/** "Reconnecting…" while the host page has a chance to send a new token, then "reload the page". */
function useExpiryMessage(expired: boolean): EmbedFailure {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!expired) return;
    const timer = window.setTimeout(() => setStalled(true), RECONNECT_GRACE_MS);
    return () => {
      window.clearTimeout(timer);
      setStalled(false);
    };
  }, [expired]);
  return stalled ? EXPIRED_FOR_GOOD : EXPIRED;
}

/**
 * The view for one token: the card and/or the chat, as the token's scope allows. While the token
 * is expired both are hidden (not unmounted: the chat thread survives) behind the expiry message.
 */
export function App({ staleAfterDays }: { staleAfterDays: number }) {
  const session = useSession();
  const { bridge, expired } = session;
  const root = useRef<HTMLElement>(null);
  const [askRequest, setAskRequest] = useState<AskRequest | null>(null);
  const showCard = session.can('card');
  const showChat = session.can('chat');
  const expiryMessage = useExpiryMessage(expired);
  const ChatPanel = LazyChatPanel.useComponent(showChat);

  useAutoResize(root, bridge);
  useEffect(() => bridge.post({ type: 'clarity:ready' }), [bridge]);

  const onFollowUp = useCallback(
    (question: string) => {
      bridge.post({ type: 'clarity:followup', question });
      if (showChat) setAskRequest((previous) => ({ question, nonce: (previous?.nonce ?? 0) + 1 }));
    },
    [bridge, showChat],
  );

  return (
    <main ref={root} className="clarity">
      {expired && <ErrorState failure={expiryMessage} />}
      <div className="content" hidden={expired}>
        {showCard && <CardView staleAfterDays={staleAfterDays} onFollowUp={onFollowUp} />}
        {showChat && (ChatPanel === null ? <p className="muted">{t('chat.loading')}</p> : <ChatPanel request={askRequest} />)}
        {!showCard && !showChat && <ErrorState failure={new EmbedFailure('scope', 'scope_denied')} />}
      </div>
    </main>
  );
}
