import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { ChatRequestSchema, RequestedLocaleSchema, ThreadIdSchema, insightTargetFields, type PortfolioInput, type ValidationIssue } from '@clarity/shared';
import { z } from 'zod';
import { ApiError, parseOrThrow } from '../http/errors.js';

/**
 * The two request forms of `POST /v1/clarity/chat`, reduced to what a run needs. The Clarity form
 * is `{ portfolioId | portfolio, question, threadId? }`; the AG-UI form is the protocol's
 * `RunAgentInput`, as `@ag-ui/client`'s `HttpAgent` (and CopilotKit's runtime) sends it.
 */
export interface ChatRunRequest {
  portfolioId?: string | undefined;
  portfolio?: PortfolioInput | undefined;
  question: string;
  threadId?: string | undefined;
  /** The client's run id (AG-UI form): echoed in RUN_STARTED and RUN_FINISHED. */
  runId?: string | undefined;
  /** The language asked for (a well-formed BCP 47 tag); `forwardedProps.locale` in the AG-UI form. */
  locale?: string | undefined;
}

/**
 * Which form a body is in. `messages`, `runId` and `forwardedProps` are AG-UI's and never part of
 * the Clarity form (a strict object), so a body with any of them is read as `RunAgentInput`.
 */
export function isRunAgentInputBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return ['messages', 'runId', 'forwardedProps'].some((key) => Object.hasOwn(body, key));
}

/**
 * Parses either form, or throws a 400 with `issues` (before the stream). `tokenPortfolioId` is the
 * portfolio of an embed token: an AG-UI request that names no portfolio is about it.
 */
export function parseChatRequest(body: unknown, tokenPortfolioId: string | undefined): ChatRunRequest {
  if (!isRunAgentInputBody(body)) return parseOrThrow(ChatRequestSchema, body);
  return parseRunAgentInput(body, tokenPortfolioId);
}

/** What we read of `forwardedProps`; anything else there (CopilotKit adds its own keys) is ignored. */
const ForwardedTargetSchema = z.looseObject({
  portfolioId: insightTargetFields.portfolioId,
  portfolio: insightTargetFields.portfolio,
  locale: RequestedLocaleSchema.optional(),
});

/** The question's rules, the same as the Clarity form's `question`. */
const QuestionSchema = ChatRequestSchema.shape.question;

/** The rules of a run id we echo: the thread id's (letters, digits, `_ . : -`, ≤ 128); a UUID fits. */
const RunIdSchema = ThreadIdSchema;

/**
 * `RunAgentInput` → the run's request. The body is validated with `RunAgentInputSchema` of
 * `@ag-ui/core/schemas`, so every message role, resent assistant tool calls and `tool` messages
 * included, is accepted as the protocol defines it; only the last `user` message is read (earlier
 * turns are remembered server-side by thread). `tools`, `context`, `state` and the rest of
 * `forwardedProps` are accepted and ignored.
 */
function parseRunAgentInput(body: unknown, tokenPortfolioId: string | undefined): ChatRunRequest {
  const parsed = RunAgentInputSchema.safeParse(body);
  if (!parsed.success) throw invalid(issuesOf(parsed.error.issues, []));
  const input = parsed.data;
  const issues: ValidationIssue[] = [];

  const threadId = ThreadIdSchema.safeParse(input.threadId);
  if (!threadId.success) issues.push(...issuesOf(threadId.error.issues, ['threadId']));
  const runId = RunIdSchema.safeParse(input.runId);
  if (!runId.success) issues.push(...issuesOf(runId.error.issues, ['runId']));

  let question: string | undefined;
  // The last user message (written without findLastIndex: the SDK's typecheck targets ES2022).
  let index = input.messages.length - 1;
  while (index >= 0 && input.messages[index]?.role !== 'user') index -= 1;
  const message = input.messages[index];
  if (message?.role !== 'user') {
    issues.push({ path: ['messages'], code: 'custom', message: 'Must contain a user message: the question is the last one' });
  } else {
    const text = typeof message.content === 'string' ? message.content : message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
    const checked = QuestionSchema.safeParse(text);
    if (checked.success) question = checked.data;
    else issues.push(...issuesOf(checked.error.issues, ['messages', index, 'content']));
  }

  const target = targetOf(input.forwardedProps, tokenPortfolioId, issues);

  if (issues.length > 0 || question === undefined || target === undefined) throw invalid(issues);
  return { ...target, question, threadId: input.threadId, runId: input.runId };
}

/**
 * The portfolio `forwardedProps` names (exactly one of `portfolioId` and `portfolio`), the embed
 * token's when it names neither; undefined with its problems added to `issues`. Naming both, or
 * neither without a token, is an issue of its own, whether or not the values given are valid.
 */
function targetOf(forwardedProps: unknown, tokenPortfolioId: string | undefined, issues: ValidationIssue[]): Pick<ChatRunRequest, 'portfolioId' | 'portfolio' | 'locale'> | undefined {
  const parsed = ForwardedTargetSchema.safeParse(forwardedProps ?? {});
  if (!parsed.success) issues.push(...issuesOf(parsed.error.issues, ['forwardedProps']));
  const named = (typeof forwardedProps === 'object' && forwardedProps !== null ? forwardedProps : {}) as { portfolioId?: unknown; portfolio?: unknown };
  const hasId = named.portfolioId !== undefined;
  const hasInline = named.portfolio !== undefined;
  if (hasId && hasInline) {
    issues.push({ path: ['forwardedProps', 'portfolio'], code: 'custom', message: 'Give either forwardedProps.portfolioId or forwardedProps.portfolio, not both' });
    return undefined;
  }
  if (!hasId && !hasInline && tokenPortfolioId === undefined) {
    issues.push({ path: ['forwardedProps', 'portfolioId'], code: 'custom', message: 'Name the portfolio: give forwardedProps.portfolioId or an inline forwardedProps.portfolio' });
    return undefined;
  }
  if (!parsed.success) return undefined;
  const { portfolioId, portfolio, locale } = parsed.data;
  return { portfolioId: portfolioId ?? (portfolio === undefined ? tokenPortfolioId : undefined), portfolio, locale };
}

/** A zod issue (of either zod the schemas were built with) in the error envelope's shape, under `prefix`. */
function issuesOf(issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[], prefix: (string | number)[]): ValidationIssue[] {
  return issues.map((issue) => ({
    path: [...prefix, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    code: issue.code,
    message: issue.message,
  }));
}

function invalid(issues: ValidationIssue[]): ApiError {
  return new ApiError('validation_error', 'Request body is invalid (AG-UI RunAgentInput)', { issues });
}
