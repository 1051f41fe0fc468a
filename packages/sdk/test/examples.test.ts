import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApi, type RunningApi } from './helpers/api-server.js';

// The README's code comes from examples/*.ts, which the package's typecheck compiles. Here each
// README block must appear in an example, and the examples run against the real API.

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const examplesDir = join(packageDir, 'examples');
const examples = readdirSync(examplesDir).filter((file) => file.endsWith('.ts'));

interface AccessLine {
  orgId?: string;
  res: { statusCode: number };
}

function accessLines(logs: string): AccessLine[] {
  return logs
    .split('\n')
    .filter((line) => line.includes('"res":{"statusCode"'))
    .map((line) => JSON.parse(line) as AccessLine);
}

describe('README examples', () => {
  it('every TypeScript block of the README is part of a type-checked example', () => {
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
    expect(blocks.length).toBeGreaterThanOrEqual(examples.length);
    const sources = examples.map((file) => readFileSync(join(examplesDir, file), 'utf8'));
    for (const block of blocks) expect(sources.some((source) => source.includes(block)), block.slice(0, 120)).toBe(true);
  });
});

describe('examples against the real API', () => {
  let api: RunningApi;
  const saved = { key: process.env.CLARITY_API_KEY, url: process.env.CLARITY_BASE_URL };

  beforeAll(async () => {
    api = await startApi();
    process.env.CLARITY_API_KEY = api.apiKey;
    process.env.CLARITY_BASE_URL = api.baseURL;
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    if (saved.key === undefined) delete process.env.CLARITY_API_KEY;
    else process.env.CLARITY_API_KEY = saved.key;
    if (saved.url === undefined) delete process.env.CLARITY_BASE_URL;
    else process.env.CLARITY_BASE_URL = saved.url;
    await api.close();
  });

  it('has an example for each area of the API', () => {
    expect(examples).toEqual(expect.arrayContaining(['advisor.ts', 'card.ts', 'chat.ts', 'client.ts', 'embeds.ts', 'errors.ts', 'portfolios.ts', 'trades.ts']));
  });

  for (const file of examples) {
    it(`runs ${file}: it calls the API in its organization, every call answered, and prints what it got`, async () => {
      // Each example in an organization of its own, as if it were the partner's first call.
      const { apiKey, orgId } = await api.ctx.newOrg(`Example ${file}`);
      process.env.CLARITY_API_KEY = apiKey;
      const printed: string[] = [];
      vi.mocked(console.log).mockImplementation((...values: unknown[]) => void printed.push(values.map((v) => JSON.stringify(v) ?? 'undefined').join(' ')));
      await import(join(examplesDir, file));

      // The access log's lines for this organization: the example reached the API as that
      // organization, and none of its calls failed on the server's side (an example may show a 4xx, never a 5xx).
      const calls = accessLines(api.ctx.logs()).filter((line) => line.orgId === orgId);
      expect(calls.length, 'requests made by the example').toBeGreaterThan(0);
      expect(calls.filter((line) => line.res.statusCode >= 500)).toEqual([]);
      expect(calls.some((line) => line.res.statusCode < 300)).toBe(true);
      // What it printed came from those answers: something (errors.ts prints only when its call fails,
      // and in a fresh organization it succeeds), and no field the API left out.
      if (file !== 'errors.ts') expect(printed.length, 'lines printed').toBeGreaterThan(0);
      for (const line of printed) expect(line).not.toMatch(/\bundefined\b/);
    });
  }
});
