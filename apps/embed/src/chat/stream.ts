import type { ChatEvent } from '@clarity/shared';
import { createParser } from 'eventsource-parser';
import { postWithToken } from '../api/request';

/**
 * One chat turn over fetch (EventSource cannot send the token header). Each parsed event is
 * handed over as it arrives; the events of one network chunk are delivered together, then
 * `onChunk` runs once so the view re-renders once per chunk, not once per word.
 * Resolves when the server closes the stream (SPEC §6: no [DONE] sentinel).
 */
export interface StreamCallbacks {
  onEvent(event: ChatEvent): void;
  onChunk(): void;
}

export async function streamChat(
  request: { token: string; body: { portfolioId: string; question: string; threadId?: string | undefined }; signal: AbortSignal; expiredByClock: () => boolean },
  callbacks: StreamCallbacks,
): Promise<void> {
  const response = await postWithToken('/v1/clarity/chat', request.token, request.body, request.expiredByClock, request.signal);
  if (response.body === null) return;
  const parser = createParser({
    onEvent(message) {
      try {
        callbacks.onEvent(JSON.parse(message.data) as ChatEvent);
      } catch {
        // a line that is not JSON (a comment or heartbeat): nothing to show
      }
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
    callbacks.onChunk();
  }
}
