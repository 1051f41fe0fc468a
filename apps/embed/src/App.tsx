import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { EmbedFailure } from './api/errors';
import { CardView } from './card/CardView';
import type { AskRequest } from './chat/ChatPanel';
import { useAutoResize } from './host/useAutoResize';
import { useSession } from './session/SessionContext';
import { ErrorState } from './ui/ErrorState';

const ChatPanel = lazy(() => import('./chat/ChatPanel'));

const EXPIRED = new EmbedFailure('expired', 'token_expired');

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
      {expired && <ErrorState failure={EXPIRED} />}
      <div className="content" hidden={expired}>
        {showCard && <CardView staleAfterDays={staleAfterDays} onFollowUp={onFollowUp} />}
        {showChat && (
          <Suspense fallback={<p className="muted">Loading chat…</p>}>
            <ChatPanel request={askRequest} />
          </Suspense>
        )}
        {!showCard && !showChat && <ErrorState failure={new EmbedFailure('scope', 'scope_denied')} />}
      </div>
    </main>
  );
}
