import { z } from 'zod';
import { allocationTool } from './allocation.js';
import { feesTool, realizedPnlTool, turnoverTool } from './activity.js';
import { compareTool } from './compare.js';
import { concentrationTool } from './concentration.js';
import { explainTermTool } from './explain-term.js';
import { exposureTool } from './exposure.js';
import { fxRateTool } from './fx-rate.js';
import { holdingsTool } from './holdings.js';
import { cashFlowsTool, incomeTool } from './income.js';
import { performanceTool } from './performance.js';
import { portfolioSummaryTool } from './portfolio-summary.js';
import { positionTool } from './position.js';
import { priceTool } from './price.js';
import { profileFitTool } from './profile-fit.js';
import { rebalanceTool } from './rebalance.js';
import { recentChangesTool } from './recent-changes.js';
import { riskTool } from './risk.js';
import { storiesTool } from './stories.js';
import { storyTimelineTool } from './story-timeline.js';
import type { InsightTool } from './types.js';
import { whatIfTool } from './what-if.js';

/**
 * Every insight tool, by name. The chat's planner, the model path, the card and the report call
 * tools only through here; a tool's name is what `TOOL_CALL_START` carries.
 */
export const TOOLS = [
  portfolioSummaryTool,
  holdingsTool,
  positionTool,
  concentrationTool,
  allocationTool,
  exposureTool,
  whatIfTool,
  rebalanceTool,
  feesTool,
  turnoverTool,
  realizedPnlTool,
  incomeTool,
  cashFlowsTool,
  riskTool,
  profileFitTool,
  performanceTool,
  fxRateTool,
  priceTool,
  compareTool,
  storiesTool,
  storyTimelineTool,
  recentChangesTool,
  explainTermTool,
] as const;

export type ToolName = (typeof TOOLS)[number]['name'];
export const TOOL_NAMES: ToolName[] = TOOLS.map((t) => t.name);

const byName = new Map<string, InsightTool<unknown, unknown>>(TOOLS.map((t) => [t.name, t as unknown as InsightTool<unknown, unknown>]));

export function toolByName(name: string): InsightTool<unknown, unknown> | undefined {
  return byName.get(name);
}

/** The tools as OpenAI-style function tools, parameters generated from the zod input schemas. */
export function functionTools(): { type: 'function'; function: { name: string; description: string; parameters: Record<string, unknown> } }[] {
  return TOOLS.map((t) => ({
    type: 'function' as const,
    function: { name: t.name, description: t.description, parameters: z.toJSONSchema(t.input as z.ZodType, { io: 'input' }) },
  }));
}
