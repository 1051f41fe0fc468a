import type { Profile, ProfilingRequest, Questionnaire, RiskProfile } from '@clarity/shared';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { monotonicFactory } from 'ulid';
import type { UserService } from '../users/service.js';
import { QUESTIONNAIRES, findQuestionnaire } from './questionnaires.js';
import { scoreAnswers } from './scoring.js';

// Profiling ids are internal (never returned); monotonic so that the greatest id is the latest.
const nextUlid = monotonicFactory();

/** Questionnaires (read-only, shipped with the code) and the scoring and storing of users' answers. */
export class ProfilingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly users: UserService,
  ) {}

  questionnaires(): Questionnaire[] {
    return [...QUESTIONNAIRES];
  }

  questionnaire(id: string): Questionnaire {
    const found = findQuestionnaire(id);
    if (!found) throw new ApiError('not_found', 'Questionnaire not found');
    return found;
  }

  /**
   * Scores the answers, stores the result with the questionnaire's version and, when asked, sets
   * `profile` on every portfolio of the user — one transaction, so either all of it happens or none.
   */
  async profile(orgId: string, userId: string, request: ProfilingRequest): Promise<RiskProfile> {
    await this.users.get(orgId, userId);
    const questionnaire = findQuestionnaire(request.questionnaireId);
    if (!questionnaire) throw new ApiError('not_found', `Questionnaire ${request.questionnaireId} not found`);
    const scored = scoreAnswers(questionnaire, request.answers);
    const now = this.clock.now().toISOString();

    return this.db.transaction().execute(async (trx) => {
      let appliedToPortfolioIds: string[] = [];
      if (request.applyToPortfolios) {
        const profile: Profile = { riskTolerance: scored.riskTolerance, horizonYears: scored.horizonYears };
        const updated = await trx
          .updateTable('portfolios')
          .set((eb) => ({ profile: JSON.stringify(profile), updated_at: now, version: eb('version', '+', 1) }))
          .where('org_id', '=', orgId)
          .where('user_id', '=', userId)
          .returning('id')
          .execute();
        appliedToPortfolioIds = updated.map((r) => r.id).sort();
      }
      const result: RiskProfile = {
        userId,
        questionnaireId: questionnaire.id,
        questionnaireVersion: questionnaire.version,
        ...scored,
        answers: request.answers.map(({ questionId, optionId }) => ({ questionId, optionId })),
        appliedToPortfolioIds,
        createdAt: now,
      };
      await trx
        .insertInto('risk_profiles')
        .values({
          id: `rsk_${nextUlid().toLowerCase()}`,
          org_id: orgId,
          user_id: userId,
          questionnaire_id: questionnaire.id,
          questionnaire_version: questionnaire.version,
          answers: JSON.stringify(result.answers),
          result: JSON.stringify(result),
          created_at: now,
        })
        .execute();
      return result;
    });
  }

  /** The user's latest profiling (404 for an unknown user, or one never profiled). */
  async currentProfile(orgId: string, userId: string): Promise<RiskProfile> {
    await this.users.get(orgId, userId);
    const found = await this.latest(orgId, userId);
    if (!found) throw new ApiError('not_found', 'This user has no risk profile yet; submit a questionnaire to POST /v1/sdk/users/{id}/profiling');
    return found;
  }

  /** The user's latest profiling, if any (no check that the user exists). */
  async latest(orgId: string, userId: string): Promise<RiskProfile | undefined> {
    const row = await this.db
      .selectFrom('risk_profiles')
      .select('result')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? (JSON.parse(row.result) as RiskProfile) : undefined;
  }
}
