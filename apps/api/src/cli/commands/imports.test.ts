import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
/** The CLI starts from source (tsx compiles it): on a busy 2-core machine that can take most of a minute. */
const CLI_TEST_TIMEOUT_MS = 120_000;
const ADMIN = fileURLToPath(new URL('../admin.ts', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../../../../packages/sdk/test/fixtures/brokers/', import.meta.url));

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'clarity-import-cli-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    // The preview touches no storage; the CLI still opens its database, a scratch SQLite file here.
    const { CLARITY_DATABASE_URL: _postgres, ...env } = process.env;
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', '--conditions', '@clarity/source', ADMIN, ...args], {
      env: { ...env, CLARITY_DB_PATH: join(dir, 'clarity.db') },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('clarity-admin import trades --dry-run', () => {
  it('shows what a broker export would record, its notes and every skipped row by file and line', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const file = join(FIXTURES, 'trading212.csv');
    const text = await admin('import', 'trades', '--dry-run', file);
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(
      [
        `${file}: trading212. Would record 6 activities (deposit 1, buy 2, fee 1, dividend 1, interest 1); 1 row skipped. Dry run, nothing written.`,
        '  note: times read in UTC, as Trading 212 writes them',
        `  ${file}:7: Currency conversion: money changed between the account's currencies, its notes do not state the amounts (as "0.01 GBP -> 0.01 EUR"); record it by hand`,
        '',
      ].join('\n'),
    );

    const json = await admin('import', 'trades', '--dry-run', join(FIXTURES, 'degiro-transactions-nl.csv'), '--json');
    expect(json.code).toBe(0);
    const output = JSON.parse(json.stdout) as { dryRun: boolean; format: string; activities: unknown[]; skipped: unknown[] };
    expect(output).toMatchObject({ dryRun: true, format: 'degiro-transactions', skipped: [] });
    expect(output.activities).toHaveLength(2);

    const refused = await admin('import', 'trades', join(FIXTURES, 'revolut.csv'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('only --dry-run is supported');
  });

  it('decodes a UTF-16 export (Nordnet writes one) by its byte-order mark', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const file = join(dir, 'nordnet-utf16.csv');
    writeFileSync(file, Buffer.from(`\uFEFF${readFileSync(join(FIXTURES, 'nordnet-sv.csv'), 'utf8')}`, 'utf16le'));
    const text = await admin('import', 'trades', '--dry-run', file);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')[0]).toBe(`${file}: nordnet. Would record 4 activities (deposit 1, buy 1, dividend 1, sell 1); 0 rows skipped. Dry run, nothing written.`);
  });
});
