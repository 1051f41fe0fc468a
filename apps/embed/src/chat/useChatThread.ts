import type { ClarityAnswer } from '@clarity/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asFailure, EmbedFailure } from '../api/errors';
import { useSession } from '../session/SessionContext';
import { callWithFreshToken } from '../session/token-renewal';
import { streamChat } from './stream';

export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'error';

export interface Turn {
  id: number;
  question: string;
  /** Text streamed so far; replaced by `answer.answerMarkdown` once the final answer arrives. */
  text: string;
  answer: ClarityAnswer | null;
  status: TurnStatus;
  failure: EmbedFailure | null;
}

/**
 * The conversation of this session: its turns, the server's thread id (so later questions are
 * answered in context), and the one request in flight, which Stop aborts.
 */
export function useChatThread() {
  const session = useSession();
  const [turns, setTurns] = useState<Turn[]>([]);
  const threadId = useRef<string | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  const update = useCallback((id: number, change: (turn: Turn) => Turn) => {
    setTurns((all) => all.map((t) => (t.id === id ? change(t) : t)));
  }, []);

  const ask = useCallback(
    (question: string) => {
      const trimmed = question.trim();
      if (trimmed === '' || inFlight.current !== null) return;
      const id = nextId.current++;
      const controller = new AbortController();
      inFlight.current = controller;
      setTurns((all) => [...all, { id, question: trimmed, text: '', answer: null, status: 'streaming', failure: null }]);

      let pendingText = '';
      let answer: ClarityAnswer | null = null;
      let runError: EmbedFailure | null = null;
      // A token refused as expired or revoked is renewed through the host page and the question asked again, once.
      const run = callWithFreshToken(session, (token) =>
        streamChat(
          {
            token,
            body: { portfolioId: session.claims.sub, question: trimmed, threadId: threadId.current },
            signal: controller.signal,
            expiredByClock: session.expiredByClock,
          },
          {
            onEvent(event) {
              if (event.type === 'RUN_STARTED') threadId.current = event.threadId;
              else if (event.type === 'TEXT_MESSAGE_CONTENT') pendingText += event.delta;
              else if (event.type === 'CUSTOM' && event.name === 'clarity-answer') answer = event.value;
              else if (event.type === 'RUN_ERROR') runError = new EmbedFailure('server', event.code ?? 'run_error');
            },
            onChunk() {
              const text = pendingText;
              const final = answer;
              update(id, (t) => ({ ...t, text: final?.answerMarkdown ?? t.text + text, answer: final ?? t.answer }));
              pendingText = '';
            },
          },
        ),
        controller.signal,
      );
      run
        .then(() => {
          update(id, (t) => {
            if (runError !== null) return { ...t, status: 'error', failure: runError };
            // A stream that closed without its final answer was cut off.
            if (t.answer === null) return { ...t, status: 'error', failure: new EmbedFailure('network', 'stream_incomplete') };
            return { ...t, status: 'done' };
          });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) {
            update(id, (t) => ({ ...t, status: 'stopped' }));
            return;
          }
          const failure = asFailure(error);
          if (failure.needsNewToken) session.markExpired();
          else session.bridge.post({ type: 'clarity:error', code: failure.code });
          update(id, (t) => ({ ...t, status: 'error', failure }));
        })
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = null;
        });
    },
    [session, update],
  );

  const stop = useCallback(() => inFlight.current?.abort(), []);

  /** Asks a failed question again, in place of the failed turn. */
  const retry = useCallback(
    (turn: Turn) => {
      setTurns((all) => all.filter((t) => t.id !== turn.id));
      ask(turn.question);
    },
    [ask],
  );

  // Leaving the view cancels the answer being written (the server stops working on it too).
  useEffect(() => () => inFlight.current?.abort(), []);

  const streaming = turns.some((t) => t.status === 'streaming');
  return { turns, ask, stop, retry, streaming };
}
