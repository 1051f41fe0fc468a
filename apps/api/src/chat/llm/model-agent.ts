import OpenAI from 'openai';
import type { RunnableToolFunctionWithoutParse } from 'openai/lib/RunnableFunction';
import type { ChatPolicy } from '@clarity/shared';
import type { LlmConfig } from '../../config.js';
import { functionTools, toolByName } from '../../insight/tools/registry.js';
import type { ToolContext, Words } from '../../insight/tools/types.js';
import type { MarketDataRepository } from '../../market/repository.js';
import type { Source } from '../../market/types.js';
import type { RunEmitter } from '../run-emitter.js';
import type { ToolResult } from '../answer/engine.js';
import type { Metrics } from '../../observability/metrics.js';
import { inToolSpan, startModelCall, type ModelCall } from '../../observability/spans.js';
import { checkSentence } from './fact-check.js';
import { SentenceGate } from './sentences.js';

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
  'Lead with the answer to what was asked, in one sentence; then at most a few supporting facts, each said once. A yes/no question gets its yes or no first, then why.',
  'Each tool result has a `text`: copy every number exactly as it is written there (same digits, signs, symbols and decimals); never compute, round or invent a number.',
  'Keep citation markers like [1] next to the claims they support, exactly as in the tool texts; never invent one.',
  'Never give personal buy or sell recommendations and never predict prices or markets.',
  'If the question could mean several different things, ask which one is meant instead of guessing.',
].join(' ');

/** What the model is told when the answer opens with the policy statement (already shown to the user). */
const POLICY_PROMPT: Record<ChatPolicy, string> = {
  advice: 'The question asks for advice: a statement that you give none has already been shown. Do not repeat it; state only the facts that bear on the question, with no recommendation.',
  forecast: 'The question asks for a prediction: a statement that you make none has already been shown. Do not repeat it; state only the facts as they stand, with no forecast.',
};

export interface ModelTurn {
  /** Tool calls that ran (each also shown as an AG-UI tool call). */
  results: ToolResult[];
  /** The answer as shown: the model's sentences that passed the check, and the deterministic ones that replaced those that did not ('' when it wrote none). */
  text: string;
  /** True once any of the answer's text reached the client. */
  streamed: boolean;
  /** Sentences of the model that failed the check before they could be shown. */
  refusedSentences: number;
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
  /** Set when the answer opens with the no-advice or no-forecast statement (the caller shows it). */
  policy?: ChatPolicy | null;
  /** Streams a piece of the answer's checked text (the caller opens the text message on the first). */
  onText: (delta: string) => Promise<void>;
}

type Messages = OpenAI.Chat.Completions.ChatCompletionMessageParam[];

/**
 * The model path (`CLARITY_LLM_*`): the `openai` library's tool runner (`chat.completions.runTools`)
 * drives the rounds; the registry's tools are its function tools (parameters generated from the zod
 * inputs). Every call is validated against the tool's input schema; an unknown tool, bad arguments
 * or a call past the cap becomes a tool message that says so (never a 500, never shown as a tool
 * call: it did not happen). Text reaches the client a sentence at a time, each checked against the
 * tool results first (`SentenceGate`); the caller checks the whole answer once more at the end.
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
    const turn: ModelTurn = { results: [], text: '', streamed: false, refusedSentences: 0, refused: [] };
    const language = `Answer in the language of the tool texts (locale "${request.words.locale}"), writing numbers as they do.`;
    const policy = request.policy ? ` ${POLICY_PROMPT[request.policy]}` : '';
    const messages: Messages = [{ role: 'system', content: `${SYSTEM_PROMPT} ${language}${policy}` }];
    for (const t of request.history.slice(-4)) messages.push({ role: 'user', content: t.question }, { role: 'assistant', content: t.answer });
    messages.push({ role: 'user', content: request.question });

    // The facts so far: each tool result's deterministic wording, what every shown sentence is checked against.
    const facts: string[] = [];
    const gate = new SentenceGate({
      check: (sentence) => checkSentence(sentence, facts.join('\n\n'), request.words.cite.list(), request.words.locale).ok,
      candidates: () => facts,
      emit: async (text) => {
        turn.streamed = true;
        await request.onText(text);
      },
    });
    const calls = new ToolCalls(this.limits.maxCalls, request, turn, facts, () => turn.streamed);
    const modelCalls = new ModelCalls(this.config.model, this.metrics);
    try {
      modelCalls.begin();
      const runner = this.client.chat.completions.runTools(
        { model: this.config.model, messages, tools: calls.tools(), tool_choice: 'auto', stream: true, temperature: 0 },
        {
          signal: request.signal,
          maxChatCompletions: this.limits.maxRounds,
          // Another request follows a round of tool calls, unless the rounds are used up.
          afterCompletion: (completion) => {
            if ((completion.choices[0]?.message.tool_calls?.length ?? 0) > 0 && modelCalls.count < this.limits.maxRounds) modelCalls.begin();
          },
        },
      );
      await this.streamAnswer(runner, gate, modelCalls);
      await runner.done();
      request.signal.throwIfAborted();
      // Still calling tools when the rounds ran out: one more request, told to answer with what it has.
      if (isToolMessage(runner.messages.at(-1))) {
        modelCalls.begin();
        const last = this.client.chat.completions.stream(
          { model: this.config.model, messages: runner.messages, tools: functionTools(), tool_choice: 'none', stream: true, temperature: 0 },
          { signal: request.signal },
        );
        await this.streamAnswer(last, gate, modelCalls);
        await last.done();
      }
      // An abort may end the provider's stream quietly: a run that was stopped goes no further.
      request.signal.throwIfAborted();
      await gate.end();
      return { ...turn, text: gate.text, refusedSentences: gate.refused };
    } catch (error) {
      modelCalls.failed();
      if (request.signal.aborted) throw error;
      return { ...turn, text: gate.text, refusedSentences: gate.refused, failure: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Reads the streamed completions: text in a completion that calls tools is the model thinking
   * out loud and is never shown; text with no tool call in sight (40 characters of it) is the
   * answer, which goes through the sentence gate from there on.
   */
  private async streamAnswer(stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>, gate: SentenceGate, modelCalls: ModelCalls): Promise<void> {
    let held = '';
    let showing = false;
    let callsTools = false;
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      if ((choice?.delta?.tool_calls?.length ?? 0) > 0) callsTools = true;
      const content = choice?.delta?.content ?? '';
      if (content && showing) await gate.push(content);
      else if (content) {
        held += content;
        if (!callsTools && held.length >= HOLD_BACK_CHARS) {
          showing = true;
          await gate.push(held);
          held = '';
        }
      }
      if (choice?.finish_reason) {
        modelCalls.end();
        // A completion that only wrote text, shorter than the hold-back: it is the answer.
        if (!callsTools && held) await gate.push(held);
        held = '';
        showing = false;
        callsTools = false;
      }
    }
  }
}

function isToolMessage(message: unknown): boolean {
  return (message as { role?: string } | undefined)?.role === 'tool';
}

/** The model requests of one answer as spans and metrics: one begins with each request, ends with its last chunk. */
class ModelCalls {
  private open: ModelCall | undefined;
  count = 0;

  constructor(
    private readonly model: string,
    private readonly metrics: Metrics | undefined,
  ) {}

  begin(): void {
    this.open?.end(true);
    this.open = startModelCall('chat', this.model, this.metrics);
    this.count++;
  }

  end(): void {
    this.open?.end(true);
    this.open = undefined;
  }

  failed(): void {
    this.open?.end(false);
    this.open = undefined;
  }
}

/**
 * The registry as the runner's function tools. The runner may start a round's calls together; they
 * run here one after another, in the model's order (each is an AG-UI tool call on the stream).
 */
class ToolCalls {
  private queue: Promise<unknown> = Promise.resolve();
  private ran = 0;

  constructor(
    private readonly maxCalls: number,
    private readonly request: ModelTurnRequest,
    private readonly turn: ModelTurn,
    private readonly facts: string[],
    private readonly answering: () => boolean,
  ) {}

  tools(): RunnableToolFunctionWithoutParse[] {
    return functionTools().map((t) => ({
      type: 'function' as const,
      function: {
        name: t.function.name,
        description: t.function.description,
        parameters: t.function.parameters,
        function: (args: string) => {
          const next = this.queue.then(() => this.call(t.function.name, args));
          this.queue = next.catch(() => undefined);
          return next;
        },
      },
    }));
  }

  private async call(name: string, rawArgs: string): Promise<string> {
    this.request.signal.throwIfAborted();
    const refuse = (error: string): string => {
      this.turn.refused.push(`${name}: ${error}`);
      return JSON.stringify({ error });
    };
    // Once the answer is on screen no tool call may land inside it: the model finishes with what it has.
    if (this.answering()) return refuse('the answer has begun: finish it with the results you have');
    if (this.ran >= this.maxCalls) return refuse('call limit reached: answer with the results you have');
    const tool = toolByName(name);
    if (!tool) return refuse(`unknown tool ${JSON.stringify(name)}; the tools are the ones listed`);
    let args: unknown;
    try {
      args = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
    } catch {
      return refuse('arguments are not valid JSON');
    }
    const parsed = tool.input.safeParse(args);
    if (!parsed.success) return refuse(`invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
    this.ran++;
    const input = parsed.data as Record<string, unknown>;
    const { run, ctx, market, sources, words } = this.request;
    const output = await run.step(tool.name, input, () => inToolSpan(tool.name, () => tool.run(ctx, input)));
    const ids = tool.sources?.(output) ?? [];
    if (ids.length > 0) for (const [id, source] of await market.sources(ids)) sources.set(id, source);
    const text = tool.render(output, words).join('\n\n');
    this.facts.push(text);
    this.turn.results.push({ tool: tool.name, args: input, output });
    return JSON.stringify({ text, result: output });
  }
}
