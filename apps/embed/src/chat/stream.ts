import type { ChatEvent } from '@clarity/shared';
import { createParser } from 'eventsource-parser';
import { postWithToken } from '../api/request';

/**
 * One chat turn over fetch (EventSource cannot send the token header). Each parsed event is
 * handed over as it arrives; the events of one network chunk are delivered together, then
 * `onChunk` runs once so the view re-renders once per chunk, not once per word.
 * Resolves at RUN_FINISHED or RUN_ERROR, or when the server closes the stream (there is no [DONE]
 * sentinel, and RUN_FINISHED may come before the close, or not at all).
 */
export interface StreamCallbacks {
  onEvent(event: ChatEvent): void;
  onChunk(): void;
}

export async function streamChat(
  request: { token: string; body: { portfolioId: string; question: string; threadId?: string | undefined; locale: string }; signal: AbortSignal; expiredByClock: () => boolean },
  callbacks: StreamCallbacks,
): Promise<void> {
  const response = await postWithToken('/v1/clarity/chat', request.token, request.body, request.expiredByClock, request.signal);
  if (response.body === null) return;
  let finished = false;
  const parser = createParser({
    onEvent(message) {
      let event: ChatEvent;
      try {
        event = JSON.parse(message.data) as ChatEvent;
      } catch {
        return; // not JSON: nothing to show
      }
      if (event.type === 'RUN_FINISHED' || event.type === 'RUN_ERROR') finished = true;
      callbacks.onEvent(event);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
    callbacks.onChunk();
    if (finished) {
      await reader.cancel();
      break;
    }
  }
}
