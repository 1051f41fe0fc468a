import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing/harness.js';
import { freePort } from './testing/server-process.js';

// Runs the README's "Quickstart with curl", block by block and as written, against a real
// listening server (createApp on a temp database with the sample market data). Each block is one
// shell command, run by bash with $BASE_URL, $API_KEY and what earlier blocks printed in the
// environment. A comment `# → <output>: export NAME=<field>` under a command says what it prints
// (each piece between `…` must appear in its output) and which field of its JSON output to keep.

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(new URL('README.md', `file://${ROOT}`), 'utf8');
const README_BASE_URL = 'http://localhost:8787';

interface Step {
  command: string;
  /** Pieces the output must contain. */
  expected: string[];
  /** Environment variable ← field of the JSON output. */
  keep: { name: string; field: string } | undefined;
}

/** The `sh` blocks of the quickstart section, in order. */
function quickstartSteps(readme: string): Step[] {
  const start = readme.indexOf('## Quickstart with curl');
  if (start === -1) throw new Error('README.md has no "Quickstart with curl" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => {
    const lines = match[1]!.split('\n');
    const command = lines.filter((line) => !line.startsWith('#')).join('\n').trim();
    const note = lines.find((line) => line.startsWith('# → '))?.slice('# → '.length) ?? '';
    const [output = '', keep] = note.split(/: export /);
    const keepMatch = keep?.match(/^([A-Z_]+)=<(\w+)>$/);
    return {
      command,
      expected: output
        .split('…')
        .map((piece) => piece.trim().replace(/^[\s{}[\],:]+|[\s{}[\],:]+$/g, ''))
        .filter((piece) => piece.length > 3),
      keep: keepMatch ? { name: keepMatch[1]!, field: keepMatch[2]! } : undefined,
    };
  });
}

let ctx: TestContext;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ CLARITY_PUBLIC_URL: baseUrl, PORT: String(port) });
  await ctx.app.locals.services.marketImport.importSample();
  server = ctx.app.listen(port, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

describe('README quickstart with curl', () => {
  it('every command runs, in order, and prints what the README says', { timeout: 120_000 }, async () => {
    const steps = quickstartSteps(README);
    const commands = steps.map((s) => s.command).join('\n');
    // The section covers the whole path: org, portfolio, trades, card, chat, mint, iframe.
    expect(commands).toContain('npm run admin -- orgs create --name Acme --json');
    for (const path of ['/v1/sdk/partner-portfolios"', '/trades"', '/v1/clarity/card"', '/v1/clarity/chat"', '/v1/sdk/clarity/embeds"', '"$EMBED_URL"']) expect(commands).toContain(path);
    expect(commands).toContain('curl -sS -N');
    // Every command but the first (BASE_URL) says what it prints, so each is checked beyond its exit status.
    expect(steps.slice(1).every((s) => s.expected.length > 0)).toBe(true);
    expect(steps.map((s) => s.keep?.name).filter(Boolean)).toEqual(['API_KEY', 'PORTFOLIO_ID', 'EMBED_URL']);

    const env: Record<string, string | undefined> = { ...process.env, ...ctx.databaseEnv };
    for (const step of steps) {
      const assignment = step.command.match(/^export ([A-Z_]+)=(\S+)$/);
      if (assignment) {
        // The one address that differs here: the test server's.
        env[assignment[1]!] = assignment[1] === 'BASE_URL' ? baseUrl : assignment[2]!;
        continue;
      }
      let stdout: string;
      try {
        ({ stdout } = await run('bash', ['-o', 'pipefail', '-c', step.command], { cwd: ROOT, env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }));
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        throw new Error(`README quickstart command failed (exit ${failed.code}):\n${step.command}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
      }
      for (const piece of step.expected) {
        expect(stdout.toLowerCase(), `output of:\n${step.command}`).toContain(piece.replaceAll(README_BASE_URL, baseUrl).toLowerCase());
      }
      if (step.keep) {
        const value = (JSON.parse(stdout) as Record<string, unknown>)[step.keep.field];
        expect(typeof value, `${step.keep.field} in the output of:\n${step.command}`).toBe('string');
        env[step.keep.name] = value as string;
      }
    }
    expect(env.API_KEY).toMatch(/^clk_live_/);
    expect(env.PORTFOLIO_ID).toMatch(/^ppf_/);
    expect(env.EMBED_URL).toContain(`${baseUrl}/embed/?token=`);
  });
});
