import {
  EventType,
  type CustomEvent,
  type RunErrorEvent,
  type RunFinishedEvent,
  type RunStartedEvent,
  type TextMessageContentEvent,
  type TextMessageEndEvent,
  type TextMessageStartEvent,
  type ToolCallArgsEvent,
  type ToolCallEndEvent,
  type ToolCallResultEvent,
  type ToolCallStartEvent,
} from '@ag-ui/core';
import type { ClarityAnswer, Narrative } from '@clarity/shared';
import { newRunScopedId } from './run-ids.js';

export type ChatStreamEvent =
  | RunStartedEvent
  | RunFinishedEvent
  | RunErrorEvent
  | ToolCallStartEvent
  | ToolCallArgsEvent
  | ToolCallEndEvent
  | ToolCallResultEvent
  | TextMessageStartEvent
  | TextMessageContentEvent
  | TextMessageEndEvent
  | CustomEvent;

/** Where events go: the SSE stream in production, an array in unit tests. */
export type EventSink = (event: ChatStreamEvent) => Promise<void>;

/**
 * Produces the chat's event grammar for one run and nothing else: RUN_STARTED first; each step
 * a TOOL_CALL_START/ARGS/END/RESULT quadruple; one assistant text message; the two CUSTOM events;
 * RUN_FINISHED or RUN_ERROR last. It tracks what is open so that an error mid-message still
 * leaves a stream the AG-UI verifier accepts (RUN_ERROR may interrupt anything).
 */
export class RunEmitter {
  private messageId: string | undefined;
  private textOpen = false;
  private finished = false;
  private errored = false;

  constructor(
    private readonly sink: EventSink,
    readonly threadId: string,
    readonly runId: string,
  ) {}

  async started(): Promise<void> {
    await this.sink({ type: EventType.RUN_STARTED, threadId: this.threadId, runId: this.runId });
  }

  /**
   * Runs one step as a visible tool call: its name and JSON arguments go out first, then its
   * result as JSON text once it is computed.
   */
  async step<T>(name: string, args: Record<string, unknown>, work: () => Promise<T> | T, summarize: (result: T) => unknown = (r) => r): Promise<T> {
    const toolCallId = newRunScopedId('call');
    await this.sink({ type: EventType.TOOL_CALL_START, toolCallId, toolCallName: name });
    await this.sink({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: JSON.stringify(args) });
    await this.sink({ type: EventType.TOOL_CALL_END, toolCallId });
    const result = await work();
    await this.sink({
      type: EventType.TOOL_CALL_RESULT,
      messageId: newRunScopedId('msg'),
      toolCallId,
      role: 'tool',
      content: JSON.stringify(summarize(result)),
    });
    return result;
  }

  async textStart(): Promise<void> {
    this.messageId = newRunScopedId('msg');
    this.textOpen = true;
    await this.sink({ type: EventType.TEXT_MESSAGE_START, messageId: this.messageId, role: 'assistant' });
  }

  async text(delta: string): Promise<void> {
    if (!this.textOpen || !this.messageId) throw new Error('text before textStart');
    if (delta.length === 0) return;
    await this.sink({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: this.messageId, delta });
  }

  async textEnd(): Promise<void> {
    if (!this.textOpen || !this.messageId) return;
    this.textOpen = false;
    await this.sink({ type: EventType.TEXT_MESSAGE_END, messageId: this.messageId });
  }

  async graphMetadata(narrative: Narrative): Promise<void> {
    await this.sink({ type: EventType.CUSTOM, name: 'graph-metadata', value: { narrative } });
  }

  async answer(value: ClarityAnswer): Promise<void> {
    await this.sink({ type: EventType.CUSTOM, name: 'clarity-answer', value });
  }

  async finish(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    await this.sink({ type: EventType.RUN_FINISHED, threadId: this.threadId, runId: this.runId });
  }

  /** Ends the run with an error in place of RUN_FINISHED; open text is closed first so clients can render it. */
  async error(message: string, code: string): Promise<void> {
    if (this.finished) return;
    await this.interrupt(message, code);
  }

  /**
   * Ends the stream for a reason outside the run (the server shutting down): RUN_ERROR in place of
   * RUN_FINISHED, or after it on a stream still held open (AG-UI's verifier accepts RUN_ERROR
   * after RUN_FINISHED), so the client learns why the connection closes. Never twice.
   */
  async interrupt(message: string, code: string): Promise<void> {
    if (this.errored) return;
    this.finished = true;
    this.errored = true;
    if (this.textOpen) await this.textEnd();
    await this.sink({ type: EventType.RUN_ERROR, message, code });
  }
}
