import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('npm run lint:openapi', () => {
  it('writes the document from the app and redocly’s recommended rules find nothing', () => {
    const run = spawnSync('npm', ['run', 'lint:openapi'], { cwd: repoRoot, encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/Your API description is valid/);
    // Warnings do not fail redocly's exit code; they fail this test.
    expect(output).not.toMatch(/You have \d+ warnings?/);
  });
});
