import type { Card, CardRequest, ChatEvent, ChatRequest, ClarityAnswer } from '@clarity/shared';
import type { OpenResponse, RequestOptions } from '../core/api-client.js';
import { retryDelayMs, sleep } from '../core/retry.js';
import { readJsonEvents } from '../core/streaming.js';
import { APIConnectionTimeoutError, APIError, APIUserAbortError, IncompleteStreamError, RunError } from '../errors.js';
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
   * A connection cut before the run ended is resumed: the same request again with
   * `Last-Event-ID` (the id of the last event received), and the server sends the events after it
   * without running the question again, so each event is yielded once. At most
   * `maxStreamResumes` attempts in a row that bring no new event.
   *
   * Leaving the loop early (`break`) or aborting `signal` cancels the run on the server.
   * Throws `RunError` on `RUN_ERROR`, and `IncompleteStreamError` when the stream closes before
   * the run finished and cannot be resumed. Failures before the stream starts (401, 404, 400 …)
   * throw the usual `APIError` classes, and are retried like any request.
   */
  async *chat(body: ChatRequest, signal?: AbortSignal, options?: ChatRequestOptions): AsyncGenerator<ChatEvent, void, undefined> {
    let lastEventId: string | undefined;
    let resumesWithoutProgress = 0;
    let concluded = false;
    for (;;) {
      const open = await this.#open(body, signal, options, lastEventId);
      let cutOff: IncompleteStreamError | APIConnectionTimeoutError;
      try {
        for await (const { id, data } of readJsonEvents(open, this.client.streamIdleTimeout)) {
          const event = data as ChatEvent;
          if (event.type === 'RUN_ERROR') {
            throw new RunError({ message: event.message, code: event.code, requestId: open.requestId, event });
          }
          if (id !== undefined) lastEventId = id;
          resumesWithoutProgress = 0;
          // The answer suffices: the stream may close before RUN_FINISHED reaches us.
          if (event.type === 'RUN_FINISHED' || (event.type === 'CUSTOM' && event.name === 'clarity-answer')) concluded = true;
          yield event;
        }
        if (concluded) return;
        cutOff = new IncompleteStreamError({ requestId: open.requestId });
      } catch (error) {
        // A cut connection or a silent one may be resumed; anything else (an abort, RUN_ERROR) is final.
        if (!(error instanceof IncompleteStreamError || error instanceof APIConnectionTimeoutError)) throw error;
        if (concluded) return;
        cutOff = error;
      }
      if (lastEventId === undefined || resumesWithoutProgress >= this.client.maxStreamResumes) throw cutOff;
      resumesWithoutProgress++;
      await sleep(retryDelayMs(resumesWithoutProgress, undefined), signal, () => new APIUserAbortError());
    }
  }

  /** Opens the chat stream, or resumes it after `lastEventId`; a run the server no longer holds ends the stream as incomplete. */
  async #open(body: ChatRequest, signal: AbortSignal | undefined, options: ChatRequestOptions | undefined, lastEventId: string | undefined): Promise<OpenResponse> {
    if (lastEventId === undefined) return this.client.openStream({ method: 'POST', path: '/v1/clarity/chat', body, options: { ...options, signal } });
    const headers = { ...options?.headers, 'last-event-id': lastEventId };
    try {
      return await this.client.openStream({ method: 'POST', path: '/v1/clarity/chat', body, options: { ...options, headers, signal } });
    } catch (error) {
      if (error instanceof APIError && error.code === 'run_not_resumable') {
        throw new IncompleteStreamError({ requestId: error.requestId, message: 'The chat stream was cut off and the run can no longer be resumed; ask again', cause: error });
      }
      throw error;
    }
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
