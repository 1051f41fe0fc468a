import OpenAI from 'openai';
import type { Card, Section } from '@clarity/shared';
import type { LlmConfig } from '../../config.js';
import type { Metrics } from '../../observability/metrics.js';
import { startModelCall } from '../../observability/spans.js';
import { citedNumbers } from '../citations.js';

/** How long the card waits for the model before the deterministic text stands. */
export const MODEL_TIMEOUT_MS = 5000;

export interface RewrittenSections {
  marketContext: string;
  positionsAnalysis: string;
}

export type RewriteCheck = { ok: true } | { ok: false; reason: string };

const SYSTEM_PROMPT = [
  'You rewrite the two sections of a portfolio insight card so they read naturally for an investor.',
  'You receive a fact sheet: each section\'s current Markdown and the citation markers it may use.',
  'Rules: use only the facts given; copy every number exactly as written (same digits, decimals and units);',
  'introduce no number, date, company or claim that is not in the fact sheet; keep every [n] citation marker',
  'next to the claim it supports and use no other markers; keep it short (at most the original length).',
  'Answer with one JSON object and nothing else: {"marketContext": "<markdown>", "positionsAnalysis": "<markdown>"}.',
].join(' ');

/** The numbers a text states, as plain digit strings ("12,345.6" → "12345.6"), citation markers excluded. */
export function numbersIn(text: string): string[] {
  const withoutMarkers = text.replace(/\[\d+\](?!\()/g, ' ');
  return [...withoutMarkers.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, '').replace(/\.0+$/, ''));
}

/**
 * Checks a model's rewrite of one section against the deterministic section it came from:
 * every number it states must be stated there, and it must cite exactly the same sources
 * (so every marker resolves and no citation goes unused).
 */
export function checkRewrite(original: Section, rewritten: string): RewriteCheck {
  if (rewritten.trim().length === 0) return { ok: false, reason: 'empty section' };
  const allowed = new Set(numbersIn(original.markdown));
  const invented = numbersIn(rewritten).filter((n) => !allowed.has(n));
  if (invented.length > 0) return { ok: false, reason: `numbers not in the facts: ${[...new Set(invented)].join(', ')}` };
  const cited = citedNumbers(rewritten).sort((x, y) => x - y);
  const expected = [...original.citationIds].sort((x, y) => x - y);
  if (cited.join(',') !== expected.join(',')) return { ok: false, reason: `citations [${cited.join(',')}] differ from the facts' [${expected.join(',')}]` };
  return { ok: true };
}

/** Pulls the JSON object out of a model answer (tolerating a Markdown code fence around it). */
export function parseRewrite(content: string): RewrittenSections | undefined {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const value = JSON.parse(content.slice(start, end + 1)) as Record<string, unknown>;
    if (typeof value.marketContext !== 'string' || typeof value.positionsAnalysis !== 'string') return undefined;
    return { marketContext: value.marketContext, positionsAnalysis: value.positionsAnalysis };
  } catch {
    return undefined;
  }
}

/**
 * Optional model wording (CLARITY_LLM_*): an OpenAI-compatible model rewrites the card's two
 * sections from a fact sheet. The rewrite is used only when both sections pass `checkRewrite`;
 * otherwise, or when the model is slow or unreachable, the deterministic card stands.
 */
export class ModelWording {
  private readonly client: OpenAI;

  constructor(
    private readonly config: LlmConfig,
    timeoutMs = MODEL_TIMEOUT_MS,
    private readonly metrics?: Metrics,
  ) {
    this.client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'not-needed', timeout: timeoutMs, maxRetries: 0 });
  }

  /** The card with model wording, or the card unchanged and the reason the rewrite was refused. */
  async reword(card: Card): Promise<{ card: Card; rejected?: string }> {
    const factSheet = {
      baseCurrency: card.baseCurrency,
      asOf: card.asOf,
      marketContext: { markdown: card.marketContext.markdown, allowedCitations: card.marketContext.citationIds },
      positionsAnalysis: { markdown: card.positionsAnalysis.markdown, allowedCitations: card.positionsAnalysis.citationIds },
      citations: card.citations.map((c) => ({ id: c.id, title: c.title, publisher: c.publisher })),
    };
    let content: string;
    const call = startModelCall('card_wording', this.config.model, this.metrics);
    try {
      const completion = await this.client.chat.completions.create({
        model: this.config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: JSON.stringify(factSheet) },
        ],
      });
      content = completion.choices[0]?.message?.content ?? '';
      call.end(true);
    } catch (error) {
      call.end(false);
      return { card, rejected: `model unreachable: ${error instanceof Error ? error.message : String(error)}` };
    }
    const rewrite = parseRewrite(content);
    if (!rewrite) return { card, rejected: 'model answer is not the JSON object asked for' };
    for (const key of ['marketContext', 'positionsAnalysis'] as const) {
      const check = checkRewrite(card[key], rewrite[key]);
      if (!check.ok) {
        this.metrics?.factCheckRejected('card_wording');
        return { card, rejected: `${key}: ${check.reason}` };
      }
    }
    return {
      card: {
        ...card,
        marketContext: { ...card.marketContext, markdown: rewrite.marketContext },
        positionsAnalysis: { ...card.positionsAnalysis, markdown: rewrite.positionsAnalysis },
        wording: 'model',
      },
    };
  }
}
