import { ChatEventSchema, ChatRequestSchema, ClarityAnswerSchema, GraphMetadataSchema } from '@clarity/shared';
import { errorResponses, jsonBody, type OpenApiFeature } from '../openapi/registry.js';

const STREAM_DESCRIPTION = [
  'A `text/event-stream` of AG-UI events, each `data: <json>` followed by a blank line; `: ping` comments every 15 s keep it alive.',
  'Order: `RUN_STARTED {threadId, runId}` → for each step `TOOL_CALL_START/ARGS/END/RESULT` (understand_question, portfolio_analytics, price_lookup for assets, retrieve_sources, story_lookup)',
  '→ `TEXT_MESSAGE_START`, `TEXT_MESSAGE_CONTENT {delta}`…, `TEXT_MESSAGE_END` → `CUSTOM graph-metadata {value: {narrative}}` → `CUSTOM clarity-answer {value}` → `RUN_FINISHED {threadId, runId}`,',
  'or `RUN_ERROR {message, code}` in place of RUN_FINISHED. No `[DONE]`: the stream ends when the connection closes. Prefer `clarity-answer.answerMarkdown` over the accumulated deltas.',
].join(' ');

export const chatOpenApi: OpenApiFeature = {
  schemas: {
    ChatRequest: ChatRequestSchema,
    ChatEvent: ChatEventSchema,
    ClarityAnswer: ClarityAnswerSchema,
    GraphMetadata: GraphMetadataSchema,
  },
  paths: {
    '/v1/clarity/chat': {
      post: {
        tags: ['Insight'],
        security: [{ ApiKey: [] }, { EmbedToken: [] }],
        summary: 'Ask a question about the markets, an asset or the portfolio; the answer streams',
        description:
          'Exactly one of `portfolioId` and an inline `portfolio` (stateless: no thread is stored). `threadId` (optional) continues a conversation; one is made when absent and returned in RUN_STARTED. A thread belongs to one organization and portfolio; another portfolio’s thread is a 404. Errors found before streaming (400, 401, 403, 404, 429 when too many streams are open) are JSON.',
        requestBody: jsonBody(ChatRequestSchema),
        responses: {
          200: { description: STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: ChatEventSchema } } },
          ...errorResponses(400, 403, 404, 413, 415),
        },
      },
    },
  },
};
