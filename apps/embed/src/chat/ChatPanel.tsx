import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Citations } from '../card/Citations';
import { FollowUps } from '../card/FollowUps';
import { MarkdownText } from '../markdown/MarkdownText';
import { t } from '../i18n/t';
import { ErrorState } from '../ui/ErrorState';
import { useChatThread, type Turn } from './useChatThread';

/** How long after a question appears the view keeps it in view while the host resizes the frame. */
const RESCROLL_MS = 1500;

export interface AskRequest {
  question: string;
  /** Distinguishes two requests for the same question. */
  nonce: number;
}

function TurnView({ turn, onAsk, onRetry, busy, latest }: { turn: Turn; onAsk: (q: string) => void; onRetry: (t: Turn) => void; busy: boolean; latest: boolean }) {
  const prefix = `answer${turn.id}`;
  const item = useRef<HTMLLIElement>(null);
  // A new question: bring it (and the answer starting under it) into view, e.g. after a follow-up chip far
  // above on a phone. The host grows the frame a moment later (clarity:resize), which can undo a scroll
  // made before; so scroll again on the frame's resizes for a short while.
  useEffect(() => {
    const element = item.current;
    if (element === null) return;
    // (No arrow body: scrollIntoView returns a promise in recent Chromium, and an effect may only return a cleanup.)
    const scroll = () => {
      element.scrollIntoView({ block: 'start' });
    };
    scroll();
    window.addEventListener('resize', scroll);
    const done = window.setTimeout(() => window.removeEventListener('resize', scroll), RESCROLL_MS);
    return () => {
      window.clearTimeout(done);
      window.removeEventListener('resize', scroll);
    };
  }, []);
  return (
    <li className="turn" ref={item}>
      <p className="question">
        <span className="visually-hidden">{t('chat.youAsked')}</span>
        {turn.question}
      </p>
      <div className="answer" data-testid="chat-answer" data-status={turn.status} aria-busy={turn.status === 'streaming'}>
        {turn.text === '' && turn.status === 'streaming' ? (
          <p className="muted typing">{t('chat.thinking')}</p>
        ) : (
          <MarkdownText text={turn.text} citationPrefix={prefix} />
        )}
        {turn.status === 'stopped' && <p className="muted small">{t('chat.stopped')}</p>}
        {turn.failure !== null && (
          <div className="turn-error">
            <ErrorState failure={turn.failure} />
            <button type="button" className="button secondary" onClick={() => onRetry(turn)} disabled={busy}>
              {t('chat.retry')}
            </button>
          </div>
        )}
        {turn.answer !== null && (
          <>
            <Citations citations={turn.answer.citations} prefix={prefix} testId="chat-citations" />
            {/* Only the latest answer offers follow-ups: earlier rows of chips would grow the page with stale questions. */}
            {latest && <FollowUps followUps={turn.answer.followUps} onAsk={onAsk} disabled={busy} />}
          </>
        )}
      </div>
    </li>
  );
}

/** The chat (loaded lazily): the thread, the question box, Send and Stop. */
export default function ChatPanel({ request }: { request: AskRequest | null }) {
  const { turns, ask, stop, retry, streaming } = useChatThread();
  const button = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  // A follow-up chosen on the card (possibly before this panel had loaded).
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (request === null || handled.current === request.nonce) return;
    handled.current = request.nonce;
    ask(request.question);
  }, [request, ask]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (streaming || draft.trim() === '') return;
    ask(draft);
    setDraft('');
  };
  // Stop (by button or Escape) hands focus to the question box, never to the page's body.
  const stopAndStay = () => {
    const hadFocus = document.activeElement === button.current;
    stop();
    if (hadFocus || document.activeElement === document.body) input.current?.focus();
  };
  // An answer that ends while focus was on Stop: the same button becomes Send; focus goes back to the box.
  const wasStreaming = useRef(false);
  useEffect(() => {
    if (wasStreaming.current && !streaming && (document.activeElement === button.current || document.activeElement === document.body)) input.current?.focus({ preventScroll: true });
    wasStreaming.current = streaming;
  }, [streaming]);
  // Escape anywhere in the view stops the answer being written.
  const stopRef = useRef(stopAndStay);
  stopRef.current = stopAndStay;
  useEffect(() => {
    if (!streaming) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      stopRef.current();
    };
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [streaming]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <section className="chat" aria-labelledby="chat-heading">
      <h2 className="section-title" id="chat-heading">
        {t('chat.title')}
      </h2>
      <ol className="turns" aria-live="polite" aria-relevant="additions text">
        {turns.map((t, i) => (
          <TurnView key={t.id} turn={t} onAsk={ask} onRetry={retry} busy={streaming} latest={i === turns.length - 1} />
        ))}
      </ol>
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.label')}
        </label>
        <textarea
          id={inputId}
          ref={input}
          data-testid="chat-input"
          rows={1}
          maxLength={4000}
          placeholder={t('chat.placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {/* One button, Send or Stop, so keyboard focus stays on it when it switches. */}
        <button
          ref={button}
          key="action"
          type={streaming ? 'button' : 'submit'}
          className={streaming ? 'button secondary' : 'button'}
          data-testid={streaming ? 'chat-stop' : 'chat-send'}
          aria-keyshortcuts={streaming ? 'Escape' : undefined}
          title={streaming ? t('chat.stopHint') : undefined}
          disabled={!streaming && draft.trim() === ''}
          onClick={
            streaming
              ? (event) => {
                  event.preventDefault();
                  stopAndStay();
                }
              : undefined
          }
        >
          {streaming ? t('chat.stop') : t('chat.send')}
        </button>
      </form>
    </section>
  );
}
