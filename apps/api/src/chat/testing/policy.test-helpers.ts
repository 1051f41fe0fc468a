import type { ChatEvent, ClarityAnswer } from '@clarity/shared';
import { expect } from 'vitest';
import { t } from '../../i18n/catalog.js';
import { answerOf, chat, type ChatTestServer } from './stream-client.test-helpers.js';

/** What an advice or forecast answer must never be: a scenario or a list of trades. */
export const NEVER_FOR_ADVICE = new Set(['what_if', 'rebalance']);

/** One question asked over HTTP, as the policy probes read its answer. */
export interface PolicyAsked {
  /** The answer opens with the no-advice or no-forecast statement of its own language. */
  statementFirst: boolean;
  policy: string | undefined;
  locale: string;
  tools: string[];
}

/** Asks a question of the chat server with no locale (the answer's language is the question's). */
export async function askPolicy(server: ChatTestServer, question: string): Promise<PolicyAsked> {
  const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question });
  expect(result.status).toBe(200);
  const answer = answerOf(result);
  const tools = result.events.filter((e): e is Extract<ChatEvent, { type: 'TOOL_CALL_START' }> => e.type === 'TOOL_CALL_START').map((e) => e.toolCallName);
  return { statementFirst: opensWithStatement(answer), policy: answer.policy, locale: answer.locale, tools };
}

/** The answer has a policy and opens with the no-advice or no-forecast statement of its own language. */
export function opensWithStatement(answer: ClarityAnswer): boolean {
  const statements = (['advice', 'forecast'] as const).map((p) => t(p === 'advice' ? 'chat.policy.advice' : 'chat.policy.forecast', {}, answer.locale));
  return answer.policy !== undefined && statements.some((s) => answer.answerMarkdown.startsWith(s));
}

/** The share of factual look-alikes the statement may land on (the 2%). */
export const STATEMENT_ON_FACTUAL_AT_MOST = 0.02;

/** One language's probe asked over HTTP: what missed the statement, what got it wrongly, trade lists, answers in another language. */
export interface ProbeOutcome {
  missed: string[];
  wrongly: string[];
  tradeLists: string[];
  otherLanguage: string[];
}

/** Asks every advice or forecast question and every factual look-alike of one language; `label` tags a question in the lists (its class). */
export async function runPolicyProbe(server: ChatTestServer, locale: string, policy: readonly string[], factual: readonly string[], label: (question: string) => string = (q) => q): Promise<ProbeOutcome> {
  const outcome: ProbeOutcome = { missed: [], wrongly: [], tradeLists: [], otherLanguage: [] };
  for (const question of policy) {
    const asked = await askPolicy(server, question);
    if (!asked.statementFirst) outcome.missed.push(label(question));
    if (asked.tools.some((tool) => NEVER_FOR_ADVICE.has(tool))) outcome.tradeLists.push(`${question} → ${asked.tools.join(', ')}`);
    if (asked.locale !== locale) outcome.otherLanguage.push(`${question} → ${asked.locale}`);
  }
  for (const question of factual) {
    const asked = await askPolicy(server, question);
    if (asked.policy !== undefined) outcome.wrongly.push(`${label(question)} → ${asked.policy}`);
    if (asked.locale !== locale) outcome.otherLanguage.push(`${question} → ${asked.locale}`);
  }
  return outcome;
}

/** The outcome's lists, one line each, for the probe's log. */
export function outcomeLines(outcome: ProbeOutcome): string {
  const lists: [string, string[]][] = [['missed', outcome.missed], ['wrongly', outcome.wrongly], ['trade lists', outcome.tradeLists], ['other language', outcome.otherLanguage]];
  return lists.map(([name, list]) => (list.length ? `\n  ${name}: ${list.join(' | ')}` : '')).join('');
}
