import type { Fetch } from '@clarity/sdk';

/** A request as the stand-in saw it: what the SDK put on the wire. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** What the stand-in answers attempt number `attempt` (0-based) with. */
export type StandInScript = (attempt: number, request: SeenRequest) => Response | Promise<Response>;

/**
 * The HTTP layer played in process: a `fetch` (the SDK's own option) that records each request and
 * answers it from a script, so the SDK's own code (URLs, headers, bodies, retries, error mapping,
 * pagination, stream parsing) is tested without a server or a socket. What only a real connection can
 * show (resets, slow headers, cut streams) stays in the tests that start a local server.
 */
export function standInFetch(script: StandInScript): { fetch: Fetch; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fetch: Fetch = async (input, init) => {
    const headers = new Headers(init.headers);
    // The SDK sends JSON as a string; anything else would be a change worth a failing test.
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') throw new TypeError('stand-in: a non-string body');
    const body = init.body ?? '';
    const request: SeenRequest = { method: init.method ?? 'GET', url: new URL(String(input)), headers, body };
    requests.push(request);
    if (init.signal?.aborted) throw init.signal.reason;
    return script(requests.length - 1, request);
  };
  return { fetch, requests };
}

/** The API's JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'req_stand_in', ...headers } });
}

/** The API's error envelope with `status` and `code`. */
export function apiError(status: number, code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json(status, { error: { type: code, code, message: `stand-in ${status} ${code}`, requestId: 'req_stand_in', ...extra } }, headers);
}

/** An event stream whose bytes arrive in the given pieces. */
export function eventStream(pieces: readonly string[]): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream', 'x-request-id': 'req_stand_in_stream' } });
}
