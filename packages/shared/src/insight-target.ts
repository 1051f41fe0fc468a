import { z } from 'zod';
import { PortfolioInputSchema } from './portfolio.js';

/** How card and chat name their portfolio: a stored one, or an inline one that is never persisted. */
export const insightTargetFields = {
  portfolioId: z.string().min(1).max(64).optional(),
  portfolio: PortfolioInputSchema.optional(),
};

/** Refinement shared by card and chat bodies: exactly one of `portfolioId` and `portfolio`. */
export function exactlyOneTarget(body: { portfolioId?: string | undefined; portfolio?: unknown }, ctx: z.RefinementCtx): void {
  const count = Number(body.portfolioId !== undefined) + Number(body.portfolio !== undefined);
  if (count !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: count === 0 ? ['portfolioId'] : ['portfolio'],
      message: count === 0 ? 'Name the portfolio: give portfolioId or an inline portfolio' : 'Give either portfolioId or portfolio, not both',
    });
  }
}

export const InsightTargetSchema = z.strictObject(insightTargetFields).superRefine(exactlyOneTarget);
export type InsightTarget = z.infer<typeof InsightTargetSchema>;
