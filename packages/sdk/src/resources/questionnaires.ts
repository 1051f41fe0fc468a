import type { Questionnaire } from '@clarity/shared';
import type { RequestOptions } from '../core/api-client.js';
import { APIResource, segment } from './resource.js';

const BASE = '/v1/sdk/questionnaires';

/** The risk-profiling questionnaires the service ships (read-only, versioned: one id per version). */
export class Questionnaires extends APIResource {
  /** Every questionnaire version; `current` marks the one to use for new profilings. */
  list(options?: RequestOptions): Promise<{ data: Questionnaire[] }> {
    return this.client.get<{ data: Questionnaire[] }>(BASE, undefined, options);
  }

  /** One version with its questions, options, points and the scoring model in plain words. */
  retrieve(questionnaireId: string, options?: RequestOptions): Promise<Questionnaire> {
    return this.client.get<Questionnaire>(`${BASE}/${segment(questionnaireId)}`, undefined, options);
  }
}
