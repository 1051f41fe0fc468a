import { APIClient, type ClientOptions } from './core/api-client.js';
import { ClarityResource } from './resources/clarity.js';
import { Embeds } from './resources/embeds.js';
import { Portfolios } from './resources/portfolios.js';
import { Users } from './resources/users.js';
import { Questionnaires } from './resources/questionnaires.js';
import { Profiling } from './resources/profiling.js';
import { Strategies } from './resources/strategies.js';

/**
 * The Clarity API client for partner backends.
 *
 * ```ts
 * const client = new Clarity({ apiKey: process.env.CLARITY_API_KEY });
 * const portfolio = await client.portfolios.create({ externalId: 'client-42' });
 * ```
 */
export class Clarity extends APIClient {
  // One line per resource; a resource is one file in ./resources.
  readonly portfolios = new Portfolios(this);
  readonly embeds = new Embeds(this);
  readonly clarity = new ClarityResource(this);
  readonly users = new Users(this);
  readonly questionnaires = new Questionnaires(this);
  readonly profiling = new Profiling(this);
  readonly strategies = new Strategies(this);

  constructor(options: ClientOptions = {}) {
    super(options);
  }
}
