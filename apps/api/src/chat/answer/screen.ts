import { suggest, type Suggestion } from '../../insight/suggestions.js';

/**
 * One screen of the widget at 390 px: about 44 characters a line and 14 lines of answer above the
 * follow-up chips (measured in Chromium by e2e/embed-chat.spec.ts, "the latest answer fits").
 */
export const SCREEN = { charsPerLine: 44, lines: 14 } as const;

/** Lines a Markdown text takes at that width: each paragraph or list item wrapped on its own (`**` takes no room). */
export function screenLines(markdown: string): number {
  return markdown
    .replace(/\*\*/g, '')
    .split(/\n+/)
    .reduce((total, line) => total + Math.max(1, Math.ceil(line.length / SCREEN.charsPerLine)), 0);
}

/** Tools whose call a follow-up chip asks again as it is (no arguments that the chip would lose). */
const PLAIN: Record<string, () => Suggestion> = {
  portfolio_summary: suggest.summary,
  risk: suggest.risk,
  concentration: suggest.concentration,
  allocation: suggest.allocation,
  profile_fit: suggest.fit,
  holdings: suggest.holdings,
  recent_changes: suggest.recent,
  fees: suggest.fees,
  turnover: suggest.turnover,
  realized_pnl: suggest.realized,
};

/** The follow-up that asks a tool call again on its own: how a part left off the screen stays one tap away. */
export function suggestionFor(tool: string, args: Record<string, unknown>): Suggestion | undefined {
  if (tool === 'performance') return args.period === undefined || args.period === '1Y' ? suggest.performance() : undefined;
  if (tool === 'position') return typeof args.ticker === 'string' ? suggest.position(args.ticker) : undefined;
  return PLAIN[tool]?.();
}

export interface ToolBlock {
  tool: string;
  args: Record<string, unknown>;
  paragraphs: string[];
}

/**
 * Tools the planner runs beside another only to support it (risk beside the fit, concentration beside "too
 * much in tech?"): the parts that may wait behind a chip when the
 * question's own part fills the screen. A part the question asked for itself never waits.
 */
const SUPPORTS: Record<string, readonly string[]> = {
  profile_fit: ['risk'],
  exposure: ['concentration'],
};

/** Whether `tool`'s part only supports the part of `deciding` (see SUPPORTS). */
export function supports(deciding: string, tool: string): boolean {
  return SUPPORTS[deciding]?.includes(tool) ?? false;
}

/**
 * The default answer on one screen: the lead (statements said first) and the first tool's part always;
 * a part that may wait (`mayWait`) only while the whole still fits, else it is left to a follow-up that
 * asks for it (a part no follow-up can ask for stays, even past the screen: a fact is never lost).
 */
export function fitToScreen(lead: readonly string[], blocks: readonly ToolBlock[], mayWait: (block: ToolBlock) => boolean): { paragraphs: string[]; deferred: Suggestion[] } {
  const paragraphs = [...lead];
  const deferred: Suggestion[] = [];
  blocks.forEach((block, i) => {
    const fresh = block.paragraphs.filter((p) => !paragraphs.includes(p));
    const later = i > 0 && mayWait(block) ? suggestionFor(block.tool, block.args) : undefined;
    if (later && screenLines([...paragraphs, ...fresh].join('\n\n')) > SCREEN.lines) deferred.push(later);
    else paragraphs.push(...fresh);
  });
  return { paragraphs, deferred };
}
