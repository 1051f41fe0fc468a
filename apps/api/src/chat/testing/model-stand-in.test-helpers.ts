import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real local HTTP server speaking the OpenAI streaming chat-completions protocol: the stand-in
 * for the external model provider (the only thing tests may stand in for). `behave` decides
 * what the "model" says for each request.
 */
export type Behaviour =
  /** Streams "In short: " and then the FACTS section of the prompt verbatim: a model that words faithfully. */
  | 'faithful'
  /** Streams an answer with a number and a citation that are not in the facts. */
  | 'inventive'
  /** Streams two tokens, then drops the connection. */
  | 'breaks-mid-answer'
  /** Answers 500 before any token. */
  | 'down'
  /** Streams one token, then waits until the client goes away. */
  | 'hangs';

export interface ModelStandIn {
  baseUrl: string;
  behaviour: Behaviour;
  /** Requests received, with their parsed bodies. */
  requests: { body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[];
  /** Resolves when a request's connection closes before the stand-in finished it (a client abort). */
  nextClientAbort(): Promise<void>;
  close(): Promise<void>;
}

export async function startModelStandIn(): Promise<ModelStandIn> {
  const abortWaiters: (() => void)[] = [];
  const state: ModelStandIn = {
    baseUrl: '',
    behaviour: 'faithful',
    requests: [],
    nextClientAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw) as ModelStandIn['requests'][number]['body'];
    state.requests.push({ body });
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    if (state.behaviour === 'down') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
      return;
    }
    let finished = false;
    res.on('close', () => {
      if (!finished) for (const resolve of abortWaiters.splice(0)) resolve();
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (content: string): void => {
      const chunk = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    };
    const prompt = body.messages.at(-1)?.content ?? '';
    switch (state.behaviour) {
      case 'faithful': {
        const facts = prompt.slice(prompt.indexOf('FACTS:\n') + 'FACTS:\n'.length, prompt.indexOf('\n\nSOURCES:'));
        send('In short: ');
        for (const piece of facts.match(/[^\s]*\s*/g) ?? []) if (piece) send(piece);
        break;
      }
      case 'inventive':
        for (const piece of ['Your portfolio ', 'is worth ', 'USD 999,999 ', '[9].']) send(piece);
        break;
      case 'breaks-mid-answer':
        send('Your portfolio ');
        send('is ');
        await new Promise((resolve) => setTimeout(resolve, 20));
        res.socket?.destroy();
        return;
      case 'hangs':
        send('Thinking ');
        return; // never finished: only the client's abort closes it
    }
    res.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
