import { describe, expect, it } from 'vitest';
import { RunLog, type FrameSink } from './run-log.js';

/** A connection that records what it is sent, each write taking a turn of the event loop (a socket's pace). */
function recordingSink(): FrameSink & { text: () => string; superseded: boolean } {
  const chunks: string[] = [];
  const sink = {
    superseded: false,
    write: async (frames: Buffer) => {
      chunks.push(frames.toString());
      await new Promise((resolve) => setImmediate(resolve));
    },
    supersede: () => {
      sink.superseded = true;
    },
    text: () => chunks.join(''),
  };
  return sink;
}

const event = (n: number) => ({ type: 'TEXT_MESSAGE_CONTENT', delta: `part ${n} – “quoted”` });
const frame = (n: number) => `id: run_1:${n}\ndata: ${JSON.stringify(event(n))}\n\n`;
const frames = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => frame(from + i)).join('');

describe('RunLog', () => {
  it('replays the frames after a position the same while the run goes on and once it has ended (compacted)', async () => {
    const log = new RunLog('run_1');
    for (let n = 1; n <= 5; n++) await log.append(event(n));
    const running = recordingSink();
    await log.attach(running, 2);
    log.detach(running);
    log.end();
    const ended = recordingSink();
    await log.attach(ended, 2);
    expect(running.text()).toBe(frames(3, 5));
    expect(ended.text()).toBe(frames(3, 5));
    const whole = recordingSink();
    await log.attach(whole, 0);
    expect(whole.text()).toBe(frames(1, 5));
  });

  it('a connection catching up while the run appends gets every frame once, in order, then follows live', async () => {
    const log = new RunLog('run_1');
    for (let n = 1; n <= 3; n++) await log.append(event(n));
    const sink = recordingSink();
    const catchingUp = log.attach(sink, 0);
    // The run keeps going during the replay's writes.
    for (let n = 4; n <= 6; n++) await log.append(event(n));
    await catchingUp;
    await log.append(event(7));
    log.end();
    expect(sink.text()).toBe(frames(1, 7));
  });

  it('a new connection supersedes the one following the run', async () => {
    const log = new RunLog('run_1');
    await log.append(event(1));
    const first = recordingSink();
    await log.attach(first, 0);
    const second = recordingSink();
    await log.attach(second, 1);
    await log.append(event(2));
    expect(first.superseded).toBe(true);
    expect(first.text()).toBe(frames(1, 1));
    expect(second.text()).toBe(frames(2, 2));
  });

  it('a discarded ended run lets go of its events, after a replay still sending them', async () => {
    const log = new RunLog('run_1');
    for (let n = 1; n <= 4; n++) await log.append(event(n));
    log.end();
    expect(log.sealedBytes).toBeGreaterThan(0);
    const sink = recordingSink();
    const replaying = log.attach(sink, 1);
    log.discard();
    // The replay that began before the discard still sends every frame it owes.
    expect(log.sealedBytes).toBeGreaterThan(0);
    await replaying;
    expect(sink.text()).toBe(frames(2, 4));
    expect(log.sealedBytes).toBe(0);
    // Nothing is left to replay; ResumableRuns refuses such a run before a connection gets here.
    await expect(log.attach(recordingSink(), 0)).rejects.toThrow('discarded');
  });
});
