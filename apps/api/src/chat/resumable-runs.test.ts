import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { ResumableRuns, type HeldRun } from './resumable-runs.js';

const owner = { orgId: 'org_1', portfolioId: 'ppf_1' };

/** A run that sent a few events and ended, released as the chat handler releases it. */
async function endedRun(runs: ResumableRuns, runId: string): Promise<HeldRun> {
  const run = runs.hold(owner, runId, 'en');
  for (let n = 1; n <= 5; n++) {
    const event = { type: 'TEXT_MESSAGE_CONTENT', delta: `part ${n} of ${runId}` };
    await run.log.append(event);
  }
  runs.release(run);
  return run;
}

describe('ResumableRuns', () => {
  it('a run past the resume buffer’s budget lets go of its events, though its connection still holds the run', async () => {
    const size = (await endedRun(new ResumableRuns(systemClock, { graceMs: 1000, bufferBytes: 1_000_000 }), 'run_0')).log.sealedBytes;
    expect(size).toBeGreaterThan(0);
    // Room for one ended run's events, not two.
    const runs = new ResumableRuns(systemClock, { graceMs: 1000, bufferBytes: Math.floor(size * 1.5) });
    const first = await endedRun(runs, 'run_1');
    const second = await endedRun(runs, 'run_2');
    expect(first.log.sealedBytes).toBe(0);
    expect(second.log.sealedBytes).toBe(size);
    expect(runs.size).toBe(1);
  });

  it('a run that never started, or was replaced by a run of the same id, keeps no events', async () => {
    const runs = new ResumableRuns(systemClock, { graceMs: 1000, bufferBytes: 1_000_000 });
    const never = runs.hold(owner, 'run_never', 'en');
    await never.log.append({ type: 'RUN_STARTED' });
    runs.drop(never);
    expect(never.log.sealedBytes).toBe(0);
    const replaced = runs.hold(owner, 'run_same', 'en');
    const replacement = runs.hold(owner, 'run_same', 'en');
    await replaced.log.append({ type: 'RUN_STARTED' });
    runs.release(replaced);
    expect(replaced.log.sealedBytes).toBe(0);
    await replacement.log.append({ type: 'RUN_STARTED' });
    runs.release(replacement);
    expect(replacement.log.sealedBytes).toBeGreaterThan(0);
  });
});
