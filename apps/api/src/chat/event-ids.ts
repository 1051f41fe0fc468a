/**
 * SSE event ids of a chat stream: `<runId>:<seq>`, `seq` counting the run's events from 1. A client
 * that lost the connection sends the last one it saw back as `Last-Event-ID` to resume the run.
 * Run ids may themselves contain `:` (AG-UI clients choose them), so the sequence is what follows
 * the last one.
 */
export function eventIdOf(runId: string, seq: number): string {
  return `${runId}:${seq}`;
}

export interface EventPosition {
  runId: string;
  /** The last event the client has; a resume sends the ones after it. */
  seq: number;
}

/** The run and position a `Last-Event-ID` names, or undefined when it is not of that form. */
export function parseEventId(value: string): EventPosition | undefined {
  const colon = value.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const digits = value.slice(colon + 1);
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  return { runId: value.slice(0, colon), seq: Number(digits) };
}
