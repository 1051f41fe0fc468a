import OpenAI from 'openai';
import type { LlmConfig } from '../../config.js';
import { functionTools, toolByName } from '../../insight/tools/registry.js';
import type { ToolContext, Words } from '../../insight/tools/types.js';
import type { MarketDataRepository } from '../../market/repository.js';
import type { Source } from '../../market/types.js';
import type { RunEmitter } from '../run-emitter.js';
import type { ToolResult } from '../answer/engine.js';
import type { Metrics } from '../../observability/metrics.js';
import { inToolSpan, startModelCall } from '../../observability/spans.js';

/** How long the model may take overall; a stuck provider must not hold a stream forever. */
const MODEL_TIMEOUT_MS = 60_000;
/** Tool calls the model may make for one question; past it, it must answer with what it has. */
export const MAX_MODEL_TOOL_CALLS = 8;
/** Rounds of calls before the model is told to answer (a round may hold several calls; the call cap decides first). */
const MAX_ROUNDS = MAX_MODEL_TOOL_CALLS;
/** Content held back while the model might still call a tool (its "thinking out loud" is never shown). */
const HOLD_BACK_CHARS = 40;

const SYSTEM_PROMPT = [
  'You are Clarity, a portfolio insight assistant embedded in a broker’s app.',
  'Call the tools to get every fact you need; answer only from their results. Write concise Markdown.',
  'Each tool result has a `text`: copy every number exactly as it is written there (same digits, signs, symbols and decimals); never compute, round or invent a number.',
  'Keep citation markers like [1] next to the claims they support, exactly as in the tool texts; never invent one.',
  'Never give personal buy or sell recommendations and never predict prices or markets.',
].join(' ');

export interface ModelTurn {
  /** Tool calls that ran (each also shown as an AG-UI tool call). */
  results: ToolResult[];
  /** The model's answer as streamed ('' when it wrote none). */
  text: string;
  /** True once any of the model's text reached the client. */
  streamed: boolean;
  /** Why the model's turn cannot be used as it is (unreachable, broke off); undefined when it answered. */
  failure?: string;
  /** Calls refused (unknown tool, bad arguments, over the cap): for the log. */
  refused: string[];
}

export interface ModelTurnRequest {
  question: string;
  history: readonly { question: string; answer: string }[];
  ctx: ToolContext;
  run: RunEmitter;
  words: Words;
  /** The answer's stored sources, filled in as tool results arrive (the words cite from it). */
  sources: Map<string, Source>;
  market: MarketDataRepository;
  signal: AbortSignal;
  /** Streams a piece of the answer's text (the caller opens the text message on the first). */
  onText: (delta: string) => Promise<void>;
}

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * The model path (`CLARITY_LLM_*`): the model gets the registry's tools as OpenAI function tools
 * (parameters generated from the zod inputs), chooses the calls and words the answer. Every call
 * is validated against the tool's input schema; an unknown tool, bad arguments or a call past the
 * cap becomes a tool message that says so (never a 500, never shown as a tool call: it did not
 * happen). The caller checks the final text against the tool results.
 */
export class ModelAgent {
  private readonly client: OpenAI;

  constructor(
    private readonly config: LlmConfig,
    private readonly limits = { maxCalls: MAX_MODEL_TOOL_CALLS, maxRounds: MAX_ROUNDS },
    private readonly metrics?: Metrics,
  ) {
    this.client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'unused', maxRetries: 0, timeout: MODEL_TIMEOUT_MS });
  }

  async answer(request: ModelTurnRequest): Promise<ModelTurn> {
    const turn: ModelTurn = { results: [], text: '', streamed: false, refused: [] };
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [{ role: 'system', content: SYSTEM_PROMPT }];
    for (const t of request.history.slice(-4)) messages.push({ role: 'user', content: t.question }, { role: 'assistant', content: t.answer });
    messages.push({ role: 'user', content: request.question });
    const tools = functionTools();
    let calls = 0;
    try {
      for (let round = 0; round <= this.limits.maxRounds; round++) {
        const mustAnswer = round === this.limits.maxRounds || calls >= this.limits.maxCalls;
        let held = '';
        let showing = false;
        const pending = new Map<number, PendingCall>();
        // One model call: the request and the reading of its streamed answer (the tools it asks for run after).
        const modelCall = startModelCall('chat', this.config.model, this.metrics);
        let answered = false;
        try {
          const stream = await this.client.chat.completions.create(
            { model: this.config.model, messages, tools, tool_choice: mustAnswer ? 'none' : 'auto', stream: true, temperature: 0 },
            { signal: request.signal },
          );
          for await (const chunk of stream) {
            const delta = chunk.choices[0]?.delta;
            for (const tc of delta?.tool_calls ?? []) {
              const call = pending.get(tc.index) ?? { id: tc.id ?? `call_${round}_${tc.index}`, name: '', arguments: '' };
              if (tc.id) call.id = tc.id;
              call.name += tc.function?.name ?? '';
              call.arguments += tc.function?.arguments ?? '';
              pending.set(tc.index, call);
            }
            const content = delta?.content ?? '';
            if (!content) continue;
            if (showing) {
              turn.text += content;
              await request.onText(content);
              continue;
            }
            held += content;
            // Text with no tool call in sight is the answer: show it from here on.
            if (pending.size === 0 && held.length >= HOLD_BACK_CHARS) {
              showing = true;
              turn.streamed = true;
              turn.text += held;
              await request.onText(held);
              held = '';
            }
          }
          answered = true;
        } finally {
          modelCall.end(answered);
        }
        // An abort may end the provider's stream quietly: a run that was stopped goes no further.
        request.signal.throwIfAborted();
        if (showing || pending.size === 0) {
          if (held) {
            turn.streamed = true;
            turn.text += held;
            await request.onText(held);
          }
          return turn;
        }
        // A round of tool calls: run each valid one, tell the model about the others.
        const ordered = [...pending.values()];
        messages.push({
          role: 'assistant',
          content: held || null,
          tool_calls: ordered.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })),
        });
        for (const call of ordered) {
          request.signal.throwIfAborted();
          const reply = await this.runCall(call, request, calls >= this.limits.maxCalls);
          if (reply.ran) calls += 1;
          else turn.refused.push(`${call.name}: ${reply.error}`);
          if (reply.result) turn.results.push(reply.result);
          messages.push({ role: 'tool', tool_call_id: call.id, content: reply.content });
        }
      }
      return turn;
    } catch (error) {
      if (request.signal.aborted) throw error;
      return { ...turn, failure: error instanceof Error ? error.message : String(error) };
    }
  }

  private async runCall(call: PendingCall, request: ModelTurnRequest, overCap: boolean): Promise<{ ran: boolean; content: string; error?: string; result?: ToolResult }> {
    if (overCap) return refuse('call limit reached: answer with the results you have');
    const tool = toolByName(call.name);
    if (!tool) return refuse(`unknown tool ${JSON.stringify(call.name)}; the tools are the ones listed`);
    let args: unknown;
    try {
      args = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
    } catch {
      return refuse('arguments are not valid JSON');
    }
    const parsed = tool.input.safeParse(args);
    if (!parsed.success) {
      return refuse(`invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
    }
    const input = parsed.data as Record<string, unknown>;
    const output = await request.run.step(tool.name, input, () => inToolSpan(tool.name, () => tool.run(request.ctx, input)));
    const ids = tool.sources?.(output) ?? [];
    if (ids.length > 0) for (const [id, source] of await request.market.sources(ids)) request.sources.set(id, source);
    const text = tool.render(output, request.words).join('\n\n');
    return { ran: true, content: JSON.stringify({ text, result: output }), result: { tool: tool.name, args: input, output } };

    function refuse(error: string): { ran: boolean; content: string; error: string } {
      return { ran: false, content: JSON.stringify({ error }), error };
    }
  }
}
