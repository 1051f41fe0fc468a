import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as SdkSource from '../src/index.js';
import { startApi, type RunningApi } from './helpers/api-server.js';

// The published entry points, built the way `npm run build` builds them, then loaded as a
// caller would: ESM by import, CJS by require. `npm test` runs unit tests before any build, so
// this file builds the package itself, into a scratch folder under dist/ (git-ignored).

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(packageDir, 'dist', `.test-build-${process.pid}`);
const relativeOutDir = relative(packageDir, outDir);
const require = createRequire(import.meta.url);
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
  scripts: Record<string, string>;
  exports: Record<string, { import: { types: string; default: string }; require: { types: string; default: string } }>;
  dependencies: Record<string, string>;
};

type SdkModule = typeof SdkSource;

let api: RunningApi;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  const tsupCli = join(dirname(require.resolve('tsup/package.json')), 'dist', 'cli-default.js');
  execFileSync(process.execPath, [tsupCli, '--out-dir', relativeOutDir, '--silent'], { cwd: packageDir, stdio: 'pipe' });
  execFileSync(process.execPath, ['scripts/wire-types.mjs', relativeOutDir], { cwd: packageDir, stdio: 'pipe' });
  api = await startApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
  rmSync(outDir, { recursive: true, force: true });
});

async function roundTrip(sdk: SdkModule, externalId: string): Promise<void> {
  const client = new sdk.Clarity({ apiKey: api.apiKey, baseURL: api.baseURL });
  const created = await client.portfolios.create({ externalId });
  expect(await client.portfolios.retrieve(created.id)).toEqual(created);
  const error: unknown = await client.portfolios.create({ externalId }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(sdk.ConflictError);
  expect(error).toBeInstanceOf(sdk.APIError);
}

describe('the built package', () => {
  it('builds the files the exports map names', () => {
    const entry = packageJson.exports['.']!;
    const built = readdirSync(outDir);
    for (const file of [entry.import.default, entry.import.types, entry.require.default, entry.require.types]) {
      expect(file.startsWith('./dist/')).toBe(true);
      expect(built).toContain(file.slice('./dist/'.length));
    }
    expect(packageJson.scripts.build).toContain('wire-types.mjs');
  });

  it('ESM entry (import) works against the real API', async () => {
    const sdk = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as SdkModule;
    await roundTrip(sdk, 'built-esm');
  });

  it('CJS entry (require) works against the real API', async () => {
    const sdk = require(join(outDir, 'index.cjs')) as SdkModule;
    await roundTrip(sdk, 'built-cjs');
  });

  it('the broker-file parsers work from both entries, with fast-xml-parser resolved as a dependency', async () => {
    const flex = '<FlexQueryResponse><FlexStatements><FlexStatement><Trades><Trade symbol="MSFT" tradeID="1" dateTime="20260105;093500" quantity="1" tradePrice="410" currency="USD" buySell="BUY"/></Trades></FlexStatement></FlexStatements></FlexQueryResponse>';
    const esm = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as SdkModule;
    const cjs = require(join(outDir, 'index.cjs')) as SdkModule;
    for (const sdk of [esm, cjs]) {
      expect(sdk.parseIbkrFlex(flex).activities).toEqual([
        { ticker: 'MSFT', side: 'buy', quantity: 1, price: 410, currency: 'USD', executedAt: '2026-01-05T14:35:00.000Z', externalId: '1' },
      ]);
      expect(sdk.parseTradesCsv('date,symbol,qty,price,currency\n2026-01-05,MSFT,-1,410,USD\n').activities).toMatchObject([{ side: 'sell', quantity: 1 }]);
    }
  });

  it('ships no zod and no @clarity/shared: the runtime imports only its two dependencies', () => {
    for (const file of readdirSync(outDir).filter((f) => /\.(c?js|d\.c?ts)$/.test(f))) {
      const text = readFileSync(join(outDir, file), 'utf8');
      expect(text, file).not.toMatch(/['"]zod['"/]/);
      expect(text, file).not.toMatch(/['"]@clarity\/shared/);
    }
    const esm = readFileSync(join(outDir, 'index.js'), 'utf8');
    const imported = [...esm.matchAll(/^import .* from ['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    // The broker-file parsers need an XML parser; both stay dependencies, never bundled copies.
    expect([...new Set(imported)].sort()).toEqual(['eventsource-parser', 'fast-xml-parser']);
    expect(Object.keys(packageJson.dependencies).sort()).toEqual(['eventsource-parser', 'fast-xml-parser']);
  });

  it('declarations stand alone and are precise, for ESM and CJS callers', () => {
    const esmConsumer = join(outDir, 'consumer.ts');
    const cjsConsumer = join(outDir, 'consumer.cts');
    const body = (from: string) => `import { Clarity, NotFoundError, type Portfolio, type ChatEvent } from '${from}';
const client = new Clarity({ apiKey: 'k', environment: 'staging', maxRetries: 1 });
export async function use(): Promise<string> {
  const portfolio: Portfolio = await client.portfolios.create({ externalId: 'x', profile: { riskTolerance: 'growth' } });
  // @ts-expect-error riskTolerance is a closed set, so the types are real (not any)
  await client.portfolios.create({ externalId: 'x', profile: { riskTolerance: 'yolo' } });
  for await (const event of client.clarity.chat({ portfolioId: portfolio.id, question: 'Why?' })) {
    const e: ChatEvent = event;
    if (e.type === 'TEXT_MESSAGE_CONTENT') return e.delta;
  }
  const error = new NotFoundError({ status: 404, code: 'not_found', message: 'gone' });
  return error.code;
}
`;
    writeFileSync(esmConsumer, body('./index.js'));
    writeFileSync(cjsConsumer, body('./index.cjs'));
    const program = ts.createProgram([esmConsumer, cjsConsumer], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: false,
      // Our declarations are checked; the runtime's own lib files need not be.
      skipDefaultLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? relative(outDir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });

  it('the version sent to the API is the package version', async () => {
    const sdk = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as SdkModule;
    expect(sdk.VERSION).toBe(packageJson.version);
    expect(existsSync(join(outDir, 'wire-types.d.ts'))).toBe(true);
  });
});
