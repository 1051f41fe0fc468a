import { z } from 'zod';
import { CitationSchema, FollowUpSchema, NarrativeSchema, StalenessSchema } from './card.js';
import { exactlyOneTarget, insightTargetFields } from './insight-target.js';
import { RequestedLocaleSchema, SupportedLocaleSchema } from './locale.js';

/**
 * The insight chat (docs/chat.md). The request body, the final
 * answer carried by `CUSTOM clarity-answer`, and the typed union of the AG-UI events the stream
 * sends, for the iframe UI and the SDK. The event shapes are the AG-UI protocol's (`@ag-ui/core`);
 * they are restated here as zod schemas so that this package keeps zod as its only dependency.
 */

export const MAX_QUESTION_LENGTH = 4000;

/**
 * A thread id: `thr_…` when the service made it; a caller may also bring its own id (an AG-UI
 * client usually does). Thread ids are scoped to the organization.
 */
export const ThreadIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Must contain only letters, digits and _ . : -');

/** Body of `POST /v1/clarity/chat`: exactly one of `portfolioId` and `portfolio`, a question, an optional thread. */
export const ChatRequestSchema = z
  .strictObject({
    ...insightTargetFields,
    question: z
      .string()
      .min(1)
      .max(MAX_QUESTION_LENGTH)
      .refine((q) => q.trim().length > 0, 'Must not be blank'),
    threadId: ThreadIdSchema.optional(),
    locale: RequestedLocaleSchema.optional(),
  })
  .superRefine(exactlyOneTarget);
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** What the question was about. */
export const CHAT_INTENTS = ['market', 'asset', 'portfolio', 'out_of_scope'] as const;
export const ChatIntentSchema = z.enum(CHAT_INTENTS);
export type ChatIntent = z.infer<typeof ChatIntentSchema>;

/** What kind of reply an answer is (`ClarityAnswer.outcome`). */
export const CHAT_OUTCOMES = ['answered', 'clarification', 'declined', 'no_data'] as const;
export type ChatOutcome = (typeof CHAT_OUTCOMES)[number];
/** The policy statement an answer opens with (`ClarityAnswer.policy`). */
export const CHAT_POLICIES = ['advice', 'forecast'] as const;
export type ChatPolicy = (typeof CHAT_POLICIES)[number];

/** `value` of `CUSTOM clarity-answer`: the final answer. Prefer it over the streamed text. */
export const ClarityAnswerSchema = z.object({
  /** Markdown; every `[n]` marker is the `id` of one of `citations`. */
  answerMarkdown: z.string(),
  citations: z.array(CitationSchema),
  followUps: z.array(FollowUpSchema),
  staleness: StalenessSchema,
  /** What the question was understood to be about. */
  intent: ChatIntentSchema,
  /** `model` when a configured language model worded the answer and its facts checked out. */
  wording: z.enum(['deterministic', 'model']),
  /** The language the answer is written in (also the stream's `Content-Language`). */
  locale: SupportedLocaleSchema,
  /**
   * What kind of reply this is: `answered` (facts for the question, including an advice or forecast
   * question's reply), `clarification` (the chat was not sure what was meant and asks back: `followUps`
   * are the likeliest readings, each naming the `tool` it runs), `declined` (outside what the service
   * covers) or `no_data` (in its domain, but the service has no data for it).
   */
  outcome: z.enum(CHAT_OUTCOMES),
  /** Set when the answer opens with the no-advice (`advice`) or no-forecast (`forecast`) statement. */
  policy: z.enum(CHAT_POLICIES).optional(),
});
export type ClarityAnswer = z.infer<typeof ClarityAnswerSchema>;

/** `value` of `CUSTOM graph-metadata`: the stories behind the answer. */
export const GraphMetadataSchema = z.object({ narrative: NarrativeSchema });
export type GraphMetadata = z.infer<typeof GraphMetadataSchema>;

/** Codes a `RUN_ERROR` carries. */
export const CHAT_RUN_ERROR_CODES = ['internal', 'model_unavailable', 'timeout'] as const;

const eventBase = { timestamp: z.number().int().optional() };

export const RunStartedEventSchema = z.object({ ...eventBase, type: z.literal('RUN_STARTED'), threadId: z.string(), runId: z.string() });
export const RunFinishedEventSchema = z.object({ ...eventBase, type: z.literal('RUN_FINISHED'), threadId: z.string(), runId: z.string() });
export const RunErrorEventSchema = z.object({ ...eventBase, type: z.literal('RUN_ERROR'), message: z.string(), code: z.string().optional() });
export const ToolCallStartEventSchema = z.object({
  ...eventBase,
  type: z.literal('TOOL_CALL_START'),
  toolCallId: z.string(),
  toolCallName: z.string(),
  parentMessageId: z.string().optional(),
});
export const ToolCallArgsEventSchema = z.object({ ...eventBase, type: z.literal('TOOL_CALL_ARGS'), toolCallId: z.string(), delta: z.string() });
export const ToolCallEndEventSchema = z.object({ ...eventBase, type: z.literal('TOOL_CALL_END'), toolCallId: z.string() });
export const ToolCallResultEventSchema = z.object({
  ...eventBase,
  type: z.literal('TOOL_CALL_RESULT'),
  messageId: z.string(),
  toolCallId: z.string(),
  /** JSON text of the step's result. */
  content: z.string(),
  role: z.literal('tool').optional(),
});
export const TextMessageStartEventSchema = z.object({
  ...eventBase,
  type: z.literal('TEXT_MESSAGE_START'),
  messageId: z.string(),
  role: z.literal('assistant'),
});
export const TextMessageContentEventSchema = z.object({
  ...eventBase,
  type: z.literal('TEXT_MESSAGE_CONTENT'),
  messageId: z.string(),
  delta: z.string().min(1),
});
export const TextMessageEndEventSchema = z.object({ ...eventBase, type: z.literal('TEXT_MESSAGE_END'), messageId: z.string() });
export const GraphMetadataEventSchema = z.object({
  ...eventBase,
  type: z.literal('CUSTOM'),
  name: z.literal('graph-metadata'),
  value: GraphMetadataSchema,
});
export const ClarityAnswerEventSchema = z.object({
  ...eventBase,
  type: z.literal('CUSTOM'),
  name: z.literal('clarity-answer'),
  value: ClarityAnswerSchema,
});

/** Every event the chat stream sends, in the order docs/chat.md gives. */
export const ChatEventSchema = z.union([
  RunStartedEventSchema,
  ToolCallStartEventSchema,
  ToolCallArgsEventSchema,
  ToolCallEndEventSchema,
  ToolCallResultEventSchema,
  TextMessageStartEventSchema,
  TextMessageContentEventSchema,
  TextMessageEndEventSchema,
  GraphMetadataEventSchema,
  ClarityAnswerEventSchema,
  RunFinishedEventSchema,
  RunErrorEventSchema,
]);
export type ChatEvent = z.infer<typeof ChatEventSchema>;
export type ChatEventType = ChatEvent['type'];
