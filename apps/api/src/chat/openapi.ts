import { ChatEventSchema, ChatRequestSchema, ErrorEnvelopeSchema, ClarityAnswerSchema, GraphMetadataSchema, MAX_QUESTION_LENGTH, RequestedLocaleSchema, ThreadIdSchema, insightTargetFields } from '@clarity/shared';
import { z } from 'zod';
import { RUN_NOT_RESUMABLE_MESSAGE } from './resumable-runs.js';
import { acceptLanguageHeaders, embedTokenErrorResponses, exactlyOneOf, jsonBody, TAGS, type OpenApiFeature } from '../openapi/registry.js';

/** The Clarity request form, as the document names and describes it. */
const ClarityChatRequestDoc = exactlyOneOf(
  ChatRequestSchema,
  ['portfolioId', 'portfolio'],
  'The Clarity form: exactly one of `portfolioId` and an inline `portfolio` (stateless: no thread is stored), a `question` (1–4000 characters, not blank), an optional `threadId` and an optional `locale`.',
);

/**
 * The AG-UI form, for the document only: the request is validated with `RunAgentInputSchema` of
 * `@ag-ui/core/schemas` (agui-input.ts). This names the fields we read; the rest passes through.
 */
const AgUiChatRequestDoc = z
  .looseObject({
    threadId: ThreadIdSchema.describe('The conversation; AG-UI clients make their own (a UUID fits). Echoed in RUN_STARTED and RUN_FINISHED.'),
    runId: ThreadIdSchema.describe('This run; echoed in RUN_STARTED and RUN_FINISHED. Letters, digits and `_ . : -`, at most 128.'),
    protocolVersion: z.string().optional().describe('Sent by `@ag-ui/client`; accepted, not read.'),
    messages: z
      .array(
        z
          .looseObject({
            id: z.string(),
            role: z.enum(['developer', 'system', 'assistant', 'user', 'tool', 'activity', 'reasoning']),
            content: z.union([z.string(), z.array(z.looseObject({ type: z.string(), text: z.string().optional() }))]).optional(),
          })
          .describe('An AG-UI message (the full shapes are the protocol’s: assistant `toolCalls`, `tool` messages with `toolCallId`, …)'),
      )
      .describe(
        `The conversation. The question is the text of the last \`user\` message (string content, or its \`text\` parts joined; 1–${MAX_QUESTION_LENGTH} characters, not blank). Earlier messages, resent assistant tool calls and \`tool\` messages included, are validated and not read: the thread remembers earlier turns.`,
      ),
    tools: z.array(z.looseObject({})).optional().describe('Accepted, not used.'),
    context: z.array(z.looseObject({})).optional().describe('Accepted, not used.'),
    state: z.unknown().optional().describe('Accepted, not used.'),
    forwardedProps: z
      .looseObject({ ...insightTargetFields, locale: RequestedLocaleSchema.optional() })
      .optional()
      .describe(
        'Names the portfolio: exactly one of `portfolioId` and an inline `portfolio`. With an embed token and neither, the token’s portfolio. `locale` as in the Clarity form. Other keys are ignored.',
      ),
  })
  .meta({
    description:
      'The AG-UI form: `RunAgentInput` as `@ag-ui/client`’s `HttpAgent` (and CopilotKit’s runtime) sends it, validated with `RunAgentInputSchema` of `@ag-ui/core/schemas`. A body with `messages`, `runId` or `forwardedProps` is read in this form. No `user` message, or no portfolio → 400 with `issues`.',
  });

const STREAM_DESCRIPTION = [
  'A `text/event-stream` of AG-UI events, each `id: <runId>:<seq>` and `data: <json>` followed by a blank line (`seq` counts the run’s events from 1); `: ping` comments every 15 s keep it alive and carry no id.',
  'Order: `RUN_STARTED {threadId, runId}` → for each step `TOOL_CALL_START/ARGS/END/RESULT` (understand_question, portfolio_analytics, price_lookup for assets, retrieve_sources, story_lookup)',
  '→ `TEXT_MESSAGE_START`, `TEXT_MESSAGE_CONTENT {delta}`…, `TEXT_MESSAGE_END` → `CUSTOM graph-metadata {value: {narrative}}` → `CUSTOM clarity-answer {value}` → `RUN_FINISHED {threadId, runId}`,',
  'or `RUN_ERROR {message, code}` in place of RUN_FINISHED. No `[DONE]`: the stream ends when the connection closes. Prefer `clarity-answer.answerMarkdown` over the accumulated deltas.',
  'With `Last-Event-ID` the stream is a resume: the run’s events after that one, then the rest live if the run is still going.',
].join(' ');

/** The resume header (docs/chat.md, "Resuming a stream"). */
const ResumeHeaders = z.object({
  'last-event-id': z
    .string()
    .optional()
    .meta({ example: 'run_3f9c0a4e5b6d7e8f9a0b:12' })
    .describe(
      'Resumes a stream whose connection was lost: the `id` of the last event received (`<runId>:<seq>`). The events after it are sent, then the rest of the run live; the question is not asked again and the body is not read (re-sending the original is fine). A run stays resumable on the instance that runs it, while it runs and for 5 minutes after it ends; for an unknown, expired or other caller’s run → 409 `run_not_resumable` (ask again without the header). Not of the form `<runId>:<seq>` → 400; empty means no resume.',
    ),
});

export const chatOpenApi: OpenApiFeature = {
  schemas: {
    ChatRequest: ClarityChatRequestDoc,
    ChatRequestAgUi: AgUiChatRequestDoc,
    ChatEvent: ChatEventSchema,
    ClarityAnswer: ClarityAnswerSchema,
    GraphMetadata: GraphMetadataSchema,
  },
  paths: {
    '/v1/clarity/chat': {
      post: {
        operationId: 'clarity.chat',
        tags: [TAGS.chat.name],
        security: [{ ApiKey: [] }, { EmbedToken: [] }],
        summary: 'Ask a question about the markets, an asset or the portfolio; the answer streams',
        description:
          'Two request forms: the Clarity form `{ portfolioId | portfolio, question, threadId? }`, or an AG-UI `RunAgentInput` (`threadId`, `runId`, `messages`, `tools`, `context`, `state`, `forwardedProps: { portfolioId | portfolio }`) whose question is the last `user` message and whose `threadId` and `runId` RUN_STARTED and RUN_FINISHED carry. Exactly one of `portfolioId` and an inline `portfolio` (stateless: no thread is stored). `threadId` (optional) continues a conversation; one is made when absent and returned in RUN_STARTED. A thread belongs to one organization and portfolio; another portfolio’s thread is a 404. Errors found before streaming (400, 401, 403, 404, 409 for a resume that cannot be served, 429 when too many streams are open) are JSON. Every event carries an SSE `id`; a client that lost the connection re-sends the request with `Last-Event-ID` to get the rest of the same run. The answer’s language: the question’s own when it is clearly written in English, German, French or Spanish (whatever `locale` says); for a short or ambiguous question (“NVDA?”) `locale`, else the embed token’s, else the language the question leans to, else `Accept-Language`, else English; `clarity-answer.locale` and `Content-Language` say which. `clarity-answer.staleness.ageOfNewestDays` is the age of the newest dated data the answer rests on (its cited news, the closes and rates its tools read), null only when it rests on none.',
        requestParams: { header: ResumeHeaders.extend(acceptLanguageHeaders.shape) },
        requestBody: jsonBody(z.xor([ClarityChatRequestDoc, AgUiChatRequestDoc])),
        responses: {
          200: { description: STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: ChatEventSchema } } },
          ...embedTokenErrorResponses(400, 403, 404, 413, 415),
          409: {
            description: '`run_not_resumable`: `Last-Event-ID` names no run this instance holds for the caller (unknown, ended more than 5 minutes ago, or another organization’s or portfolio’s); ask again without it',
            content: {
              'application/json': {
                schema: ErrorEnvelopeSchema,
                example: { error: { type: 'conflict', code: 'run_not_resumable', message: RUN_NOT_RESUMABLE_MESSAGE, requestId: 'req_7f9c2b1e4d3a4c5b8e6f0a1b2c3d4e5f' } },
              },
            },
          },
        },
      },
    },
  },
};
