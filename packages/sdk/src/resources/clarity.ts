import type { Card, CardRequest, ChatEvent, ChatRequest, ClarityAnswer } from '@clarity/shared';
import type { RequestOptions } from '../core/api-client.js';
import { readJsonEvents } from '../core/streaming.js';
import { IncompleteStreamError, RunError } from '../errors.js';
import { APIResource } from './resource.js';

/** Request options of a chat: the abort signal is the method's second argument instead. */
export type ChatRequestOptions = Omit<RequestOptions, 'signal'>;

/** The insight endpoints (`/v1/clarity`): the card, and the chat as a stream or as one answer. */
export class ClarityResource extends APIResource {
  /** The insight card of a stored (`portfolioId`) or inline (`portfolio`) portfolio. */
  card(body: CardRequest, options?: RequestOptions): Promise<Card> {
    return this.client.post<Card>('/v1/clarity/card', body, options);
  }

  /**
   * Asks a question and yields the stream's events (AG-UI) as they arrive:
   * `RUN_STARTED`, tool-call traces, `TEXT_MESSAGE_*` deltas, `CUSTOM graph-metadata`,
   * `CUSTOM clarity-answer` (the final answer: prefer it over the deltas), `RUN_FINISHED`.
   *
   * Leaving the loop early (`break`) or aborting `signal` cancels the run on the server.
   * Throws `RunError` on `RUN_ERROR`, and `IncompleteStreamError` when the stream closes before
   * the run finished. Failures before the stream starts (401, 404, 400 …) throw the usual
   * `APIError` classes, and are retried like any request; nothing is retried once events flow.
   */
  async *chat(body: ChatRequest, signal?: AbortSignal, options?: ChatRequestOptions): AsyncGenerator<ChatEvent, void, undefined> {
    const open = await this.client.openStream({ method: 'POST', path: '/v1/clarity/chat', body, options: { ...options, signal } });
    let concluded = false;
    for await (const data of readJsonEvents(open, this.client.streamIdleTimeout)) {
      const event = data as ChatEvent;
      if (event.type === 'RUN_ERROR') {
        throw new RunError({ message: event.message, code: event.code, requestId: open.requestId, event });
      }
      if (event.type === 'RUN_FINISHED' || (event.type === 'CUSTOM' && event.name === 'clarity-answer')) concluded = true;
      yield event;
    }
    if (!concluded) throw new IncompleteStreamError({ requestId: open.requestId });
  }

  /** Asks a question and resolves to the final answer (the `clarity-answer` event's value). */
  async ask(body: ChatRequest, signal?: AbortSignal, options?: ChatRequestOptions): Promise<ClarityAnswer> {
    let answer: ClarityAnswer | undefined;
    for await (const event of this.chat(body, signal, options)) {
      if (event.type === 'CUSTOM' && event.name === 'clarity-answer') answer = event.value;
    }
    if (!answer) throw new IncompleteStreamError({ requestId: undefined, message: 'The chat run finished without an answer' });
    return answer;
  }
}
