import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clarity } from '@clarity/sdk';
import { startApi, type RunningApi } from './helpers/api-server.js';

// The API document's operationIds are `resource.method` of this client: `client.portfolios.create`
// is `portfolios.create`. Operations a partner backend never calls through the SDK are listed
// here with the reason; every other operation must name a method that exists.
const NOT_IN_SDK: Record<string, string> = {
  'reports.generate': 'REST only (docs/advisor.md)',
  'reports.retrieve': 'REST only (docs/advisor.md)',
  'embeds.jwks': 'public keys, read by token verifiers',
  'embeds.page': 'the iframe, loaded by browsers',
  'embeds.hostScript': 'the host helper script, loaded by partner pages',
  'embeds.hostScriptVersioned': 'the host helper script, loaded by partner pages',
  'service.health': 'a probe for orchestrators',
  'service.ready': 'a probe for orchestrators',
  'service.openapi': 'this document',
  'service.metrics': 'scraped by Prometheus',
};
/** SDK methods that are another form of an operation (not an operation of their own). */
const SDK_ALIASES: Record<string, string> = {
  'clarity.ask': 'clarity.chat',
  // The same endpoint as listTrades (GET …/trades), asked for every activity type or the ones named.
  'portfolios.listActivities': 'portfolios.listTrades',
};

let api: RunningApi;
let operationIds: string[];

beforeAll(async () => {
  api = await startApi();
  const document = (await (await fetch(`${api.baseURL}/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
  operationIds = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId ?? '(none)'));
});
afterAll(() => api.close());

/** Every `resource.method` the client offers, read from the client object itself. */
function sdkMethods(client: Clarity): string[] {
  return Object.entries(client)
    .filter(([, value]) => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) !== Object.prototype)
    .flatMap(([resource, value]) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(value) as object)
        .filter((name) => name !== 'constructor' && typeof (value as Record<string, unknown>)[name] === 'function')
        .map((name) => `${resource}.${name}`),
    );
}

describe('operationIds and the SDK', () => {
  it('every operation has a unique `resource.verb` operationId', () => {
    expect(operationIds.length).toBeGreaterThanOrEqual(34);
    for (const id of operationIds) expect(id).toMatch(/^[a-z]+\.[a-z][A-Za-z]*$/);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('each operation is the SDK method of the same name, or is listed as outside the SDK', () => {
    const methods = new Set(sdkMethods(new Clarity({ apiKey: 'clk_live_unused.unused', baseURL: api.baseURL })));
    const missing = operationIds.filter((id) => !(id in NOT_IN_SDK) && !methods.has(id));
    expect(missing).toEqual([]);
    for (const id of Object.keys(NOT_IN_SDK)) expect(operationIds).toContain(id);
  });

  it('each SDK method is an operation or an alias of one', () => {
    const methods = sdkMethods(new Clarity({ apiKey: 'clk_live_unused.unused', baseURL: api.baseURL }));
    expect(methods.length).toBeGreaterThan(20);
    const strays = methods.filter((method) => !operationIds.includes(method) && !operationIds.includes(SDK_ALIASES[method] ?? ''));
    expect(strays).toEqual([]);
  });
});
