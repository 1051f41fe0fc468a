import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './api-server.js';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds since the server started, when the request arrived. */
  at: number;
}

/** What the server does with attempt number `attempt` (0-based) of the test's requests. */
export type Script = (attempt: number, req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest) => void | Promise<void>;

export interface ScriptedServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** Resolves when the client has closed the connection of request number `index`. */
  closed(index: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real local HTTP server (node:http) that answers each attempt as the test scripts it:
 * failures (503 + Retry-After, reset connections, 409 in flight, slow headers) and streams.
 * It records every request, so tests can check the headers of each retry.
 */
export async function startScriptedServer(script: Script): Promise<ScriptedServer> {
  const started = Date.now();
  const requests: RecordedRequest[] = [];
  const closedPromises: Promise<void>[] = [];
  const server = createServer((req, res) => {
    const index = requests.length;
    const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '', at: Date.now() - started };
    requests.push(recorded);
    closedPromises[index] = new Promise((resolve) => res.on('close', () => resolve()));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks).toString('utf8');
      void Promise.resolve(script(index, req, res, recorded)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    closed: (index) => closedPromises[index] ?? Promise.reject(new Error(`No request ${index}`)),
    close: () => closeServer(server),
  };
}

/** Sends the API's error envelope with `status`, `code` and any extra headers. */
export function sendError(res: ServerResponse, status: number, code: string, headers: Record<string, string> = {}): void {
  const requestId = `req_test_${Math.random().toString(36).slice(2)}`;
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': requestId, ...headers });
  res.end(JSON.stringify({ error: { type: code, code, message: `scripted ${status} ${code}`, requestId } }));
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_test_ok' });
  res.end(JSON.stringify(body));
}

/** Starts an event stream; write events with `writeEvent`. */
export function openEventStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-request-id': 'req_test_stream' });
  res.flushHeaders();
}

export function writeEvent(res: ServerResponse, event: unknown): void {
  res.write(`data: ${JSON.stringify(event)}\n\n`);
}
