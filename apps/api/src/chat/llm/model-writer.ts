import OpenAI from 'openai';
import type { Citation } from '@clarity/shared';
import type { LlmConfig } from '../../config.js';

export interface ModelRequest {
  question: string;
  /** The deterministic answer: every fact the model may use. */
  factSheet: string;
  citations: readonly Citation[];
  /** Earlier turns of the thread, oldest first, for follow-ups. */
  history: readonly { question: string; answer: string }[];
  signal: AbortSignal;
}

/** How long the model may take overall; a stuck provider must not hold a stream forever. */
const MODEL_TIMEOUT_MS = 60_000;

const SYSTEM_PROMPT = [
  'You are Clarity, a portfolio insight assistant embedded in a broker\'s app.',
  'Answer the user\'s question using ONLY the FACTS given. Write concise Markdown.',
  'Copy every number exactly as it appears in the FACTS; never compute, round or invent a number.',
  'Keep the citation markers like [1] next to the claims they support; never invent a marker.',
  'Do not give personal buy or sell recommendations.',
].join(' ');

/**
 * Words the answer with an OpenAI-compatible model (`CLARITY_LLM_*`), streaming its tokens as
 * they arrive. The caller checks the finished text against the facts before trusting it.
 */
export class ModelWriter {
  private readonly client: OpenAI;

  constructor(private readonly config: LlmConfig) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey ?? 'unused',
      // A retry after tokens were streamed would duplicate text; the deterministic answer is the fallback.
      maxRetries: 0,
      timeout: MODEL_TIMEOUT_MS,
    });
  }

  async *stream(request: ModelRequest): AsyncGenerator<string> {
    const sources = request.citations.map((c) => `[${c.id}] ${c.publisher}: ${c.title} (${c.publishedAt.slice(0, 10)})`).join('\n');
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [{ role: 'system', content: SYSTEM_PROMPT }];
    for (const turn of request.history.slice(-4)) {
      messages.push({ role: 'user', content: turn.question }, { role: 'assistant', content: turn.answer });
    }
    messages.push({
      role: 'user',
      content: `QUESTION:\n${request.question}\n\nFACTS:\n${request.factSheet}\n\nSOURCES:\n${sources || '(none)'}`,
    });
    const completion = await this.client.chat.completions.create(
      { model: this.config.model, messages, stream: true, temperature: 0.2 },
      { signal: request.signal },
    );
    for await (const chunk of completion) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  }
}
