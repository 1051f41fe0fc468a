import type { ProfilingRequest, RiskProfile } from '@clarity/shared';
import type { RequestOptions } from '../core/api-client.js';
import { APIResource, segment } from './resource.js';

const BASE = '/v1/sdk/users';

/** Risk profiling of a user: score questionnaire answers, read the latest profile. */
export class Profiling extends APIResource {
  /**
   * Scores one answer per question and stores the result; `applyToPortfolios: true` also sets the
   * profile of the user's portfolios. Missing or unknown answers are a `BadRequestError` listing each.
   */
  create(userId: string, body: ProfilingRequest, options?: RequestOptions): Promise<RiskProfile> {
    return this.client.post<RiskProfile>(`${BASE}/${segment(userId)}/profiling`, body, options);
  }

  /** The user's latest profile; a `NotFoundError` before the first profiling. */
  retrieve(userId: string, options?: RequestOptions): Promise<RiskProfile> {
    return this.client.get<RiskProfile>(`${BASE}/${segment(userId)}/profile`, undefined, options);
  }
}
