import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { APIConnectionTimeoutError, APIUserAbortError, ClarityError, IncompleteStreamError } from '../errors.js';
import type { OpenResponse } from './api-client.js';

/** One server-sent event: its `id` (what a resume sends back as `Last-Event-ID`) and its parsed `data`. */
export interface StreamEvent {
  id: string | undefined;
  data: unknown;
}

/**
 * The events of a server-sent event stream, `data:` parsed as JSON, until the connection
 * closes. Comments (`: ping`) only keep the idle timer alive. Leaving the loop early, by
 * `break`, `return` or a throw, aborts the request so that the server stops the work.
 */
export async function* readJsonEvents(open: OpenResponse, idleTimeoutMs: number): AsyncGenerator<StreamEvent, void, undefined> {
  const { response, requestId } = open;
  if (!response.body) throw new IncompleteStreamError({ requestId, message: 'The stream response has no body' });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => pending.push(message) });
  let finished = false;

  try {
    for (;;) {
      const chunk = await readWithin(reader, idleTimeoutMs, open);
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      while (pending.length > 0) {
        const message = pending.shift()!;
        if (message.data === '') continue;
        yield { id: message.id, data: parseEvent(message.data, requestId) };
      }
    }
    // An event not yet ended by its blank line when the connection closes is incomplete and,
    // as the SSE standard says, dropped: it may be a cut-off piece of JSON.
    finished = true;
  } finally {
    if (!finished) open.abort();
    try {
      reader.releaseLock();
    } catch {
      // Older runtimes refuse while a read is pending; the abort above already ended the body.
    }
  }
}

/** Reads one chunk, failing with a timeout error when nothing (not even a ping) arrives in time. */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  idleTimeoutMs: number,
  open: OpenResponse,
  // Spelled through the reader so that projects without the DOM lib (the API's CLI imports the SDK's parsers) check it too.
): ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle = false;
  const idleError = () => new APIConnectionTimeoutError({ message: `The stream sent nothing for ${idleTimeoutMs} ms` });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      idle = true;
      reject(idleError());
      open.abort();
    }, idleTimeoutMs);
  });
  try {
    return await Promise.race([reader.read(), timeout]);
  } catch (cause) {
    if (open.signal?.aborted) throw new APIUserAbortError();
    // The abort that follows the idle timer also fails the pending read; report the timeout.
    if (idle) throw idleError();
    if (cause instanceof ClarityError) throw cause;
    throw new IncompleteStreamError({ requestId: open.requestId, message: 'The chat stream was cut off before the run finished', cause });
  } finally {
    clearTimeout(timer);
  }
}

function parseEvent(data: string, requestId: string | undefined): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch (cause) {
    throw new ClarityError(`The stream sent an event that is not JSON (request ${requestId ?? 'unknown'})`, { cause });
  }
}
