import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Citations } from '../card/Citations';
import { FollowUps } from '../card/FollowUps';
import { MarkdownText } from '../markdown/MarkdownText';
import { ErrorState } from '../ui/ErrorState';
import { useChatThread, type Turn } from './useChatThread';

export interface AskRequest {
  question: string;
  /** Distinguishes two requests for the same question. */
  nonce: number;
}

function TurnView({ turn, onAsk, onRetry, busy }: { turn: Turn; onAsk: (q: string) => void; onRetry: (t: Turn) => void; busy: boolean }) {
  const prefix = `answer${turn.id}`;
  return (
    <li className="turn">
      <p className="question">
        <span className="visually-hidden">You asked: </span>
        {turn.question}
      </p>
      <div className="answer" data-testid="chat-answer" data-status={turn.status} aria-busy={turn.status === 'streaming'}>
        {turn.text === '' && turn.status === 'streaming' ? (
          <p className="muted typing">Thinking…</p>
        ) : (
          <MarkdownText text={turn.text} citationPrefix={prefix} />
        )}
        {turn.status === 'stopped' && <p className="muted small">Stopped. The answer above is incomplete.</p>}
        {turn.failure !== null && (
          <div className="turn-error">
            <ErrorState failure={turn.failure} />
            <button type="button" className="button secondary" onClick={() => onRetry(turn)} disabled={busy}>
              Retry
            </button>
          </div>
        )}
        {turn.answer !== null && (
          <>
            <Citations citations={turn.answer.citations} prefix={prefix} testId="chat-citations" />
            <FollowUps followUps={turn.answer.followUps} onAsk={onAsk} disabled={busy} />
          </>
        )}
      </div>
    </li>
  );
}

/** The chat (loaded lazily): the thread, the question box, Send and Stop. */
export default function ChatPanel({ request }: { request: AskRequest | null }) {
  const { turns, ask, stop, retry, streaming } = useChatThread();
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
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <section className="chat" aria-labelledby="chat-heading">
      <h2 className="section-title" id="chat-heading">
        Ask about your portfolio
      </h2>
      <ol className="turns" aria-live="polite" aria-relevant="additions text">
        {turns.map((t) => (
          <TurnView key={t.id} turn={t} onAsk={ask} onRetry={retry} busy={streaming} />
        ))}
      </ol>
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your question
        </label>
        <textarea
          id={inputId}
          ref={input}
          data-testid="chat-input"
          rows={1}
          maxLength={4000}
          placeholder="Ask about a holding or the markets"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <button type="button" className="button secondary" data-testid="chat-stop" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="button" data-testid="chat-send" disabled={draft.trim() === ''}>
            Send
          </button>
        )}
      </form>
    </section>
  );
}
