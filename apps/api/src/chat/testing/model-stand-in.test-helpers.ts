import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real local HTTP server speaking the OpenAI streaming chat-completions protocol: the stand-in
 * for the external model provider (the only thing tests may stand in for). `behave` decides
 * what the "model" says for each request.
 */
export type Behaviour =
  /** Calls portfolio_summary and risk, then streams "In short: " and the tools' texts verbatim: a model that words faithfully. */
  | 'faithful'
  /** Calls portfolio_summary, then streams an answer with a number and a citation that are not in its result. */
  | 'inventive'
  /** As 'faithful', but its risk sentence states an invented volatility (97.3%) mid-answer. */
  | 'invents-mid-stream'
  /** Skips any no-advice statement: opens with a recommendation and a prediction, then words faithfully. */
  | 'advises'
  /** Calls a tool that does not exist; once told so, calls portfolio_summary and words it faithfully. */
  | 'unknown-tool'
  /** Calls position with a number for a ticker; once told so, calls it properly and words it faithfully. */
  | 'bad-arguments'
  /** Calls portfolio_summary again and again, until the request says tool_choice "none"; then words faithfully. */
  | 'keeps-calling'
  /** Streams a sentence and a half, then drops the connection. */
  | 'breaks-mid-answer'
  /** Answers 500 before any token. */
  | 'down'
  /** Streams one token, then waits until the client goes away. */
  | 'hangs'
  /** As 'faithful', but its answer pauses after its first sentence (past some 60 characters) until `release()` is called. */
  | 'paused';

export interface ModelStandIn {
  baseUrl: string;
  behaviour: Behaviour;
  /** Requests received, with their parsed bodies. */
  requests: { body: { model: string; stream: boolean; tool_choice?: string; tools?: { function: { name: string; parameters: object } }[]; messages: { role: string; content: string | null; tool_calls?: unknown[] }[] } }[];
  /** Resolves when a request's connection closes before the stand-in finished it (a client abort). */
  nextClientAbort(): Promise<void>;
  /** Lets a 'paused' answer go on. */
  release(): void;
  close(): Promise<void>;
}

export async function startModelStandIn(): Promise<ModelStandIn> {
  const abortWaiters: (() => void)[] = [];
  let releasePause!: () => void;
  let pause = new Promise<void>((resolve) => (releasePause = resolve));
  const state: ModelStandIn = {
    baseUrl: '',
    behaviour: 'faithful',
    requests: [],
    nextClientAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    release: () => {
      releasePause();
      pause = new Promise<void>((resolve) => (releasePause = resolve));
    },
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
    // As providers do, the first chunk names the role (the openai library's stream reader requires it).
    res.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`);
    const send = (content: string): void => {
      const chunk = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    };
    const callTools = (calls: { name: string; arguments: string }[]): void => {
      const tool_calls = calls.map((c, index) => ({ index, id: `call_${state.requests.length}_${index}`, type: 'function', function: { name: c.name, arguments: c.arguments } }));
      res.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { tool_calls }, finish_reason: null }] })}\n\n`);
      res.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\n`);
    };
    // What the tools said so far, in order: the faithful wording copies their texts.
    // A refusal may be plain text (the openai library's own, for a tool it does not know).
    const toolReplies = body.messages.filter((m) => m.role === 'tool').map((m) => (m.content?.startsWith('{') ? JSON.parse(m.content) : { error: m.content ?? '' }) as { text?: string; error?: string });
    const wordFaithfully = async (change: (facts: string) => string = (facts) => facts): Promise<void> => {
      send('In short: ');
      const facts = change(toolReplies.flatMap((r) => (r.text ? [r.text] : [])).join('\n\n'));
      let sent = 0;
      let paused = false;
      for (const piece of facts.match(/[^\s]*\s*/g) ?? []) {
        if (!piece) continue;
        // Past the text the server holds back (40 characters) and a whole sentence, so that the pause happens mid-answer.
        if (state.behaviour === 'paused' && !paused && sent > 60 && /\.\s+$/.test(facts.slice(0, sent))) {
          paused = true;
          await pause;
        }
        send(piece);
        sent += piece.length;
      }
    };
    const round = toolReplies.length;
    let calledTools = false;
    switch (state.behaviour) {
      case 'faithful':
      case 'paused':
        if (round === 0) {
          callTools([{ name: 'portfolio_summary', arguments: '{}' }, { name: 'risk', arguments: '' }]);
          calledTools = true;
        } else await wordFaithfully();
        break;
      case 'inventive':
        if (round === 0) {
          callTools([{ name: 'portfolio_summary', arguments: '{}' }]);
          calledTools = true;
        } else for (const piece of ['Your portfolio ', 'is worth ', 'USD 999,999 ', '[9].']) send(piece);
        break;
      case 'invents-mid-stream':
        if (round === 0) {
          callTools([{ name: 'portfolio_summary', arguments: '{}' }, { name: 'risk', arguments: '' }]);
          calledTools = true;
        } else await wordFaithfully((facts) => facts.replace(/(annualized volatility of \*\*)[^*]+(\*\*)/, '$197.3%$2'));
        break;
      case 'advises':
        if (round === 0) {
          callTools([{ name: 'portfolio_summary', arguments: '{}' }, { name: 'risk', arguments: '' }]);
          calledTools = true;
        } else {
          for (const piece of ['You should sell ', 'your NVDA now. ', 'NVIDIA will fall ', 'further this year. ']) send(piece);
          await wordFaithfully();
        }
        break;
      case 'unknown-tool':
        if (round === 0) callTools([{ name: 'get_weather', arguments: '{"city":"Paris"}' }]);
        else if (round === 1) callTools([{ name: 'portfolio_summary', arguments: '{}' }]);
        else await wordFaithfully();
        calledTools = round < 2;
        break;
      case 'bad-arguments':
        if (round === 0) callTools([{ name: 'position', arguments: '{"ticker":42}' }]);
        else if (round === 1) callTools([{ name: 'position', arguments: '{"ticker":"NVDA"}' }]);
        else await wordFaithfully();
        calledTools = round < 2;
        break;
      case 'keeps-calling':
        if (body.tool_choice !== 'none') {
          callTools([{ name: 'portfolio_summary', arguments: '{}' }]);
          calledTools = true;
        } else await wordFaithfully();
        break;
      case 'breaks-mid-answer':
        send('Here is what your portfolio holds today. ');
        send('It is worth more than it was a year ago, ');
        send('and ');
        await new Promise((resolve) => setTimeout(resolve, 20));
        res.socket?.destroy();
        return;
      case 'hangs':
        send('Let me look at your portfolio carefully before answering. ');
        return; // never finished: only the client's abort closes it
    }
    if (!calledTools) res.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
