import { describe, expect, it } from 'vitest';
import { Latch, until } from './latch.js';

describe('Latch', () => {
  it('fires once: listeners run once, a listener added later runs at once, a removed one never', () => {
    const latch = new Latch();
    const calls: string[] = [];
    latch.onFire(() => calls.push('a'));
    const removeB = latch.onFire(() => calls.push('b'));
    removeB();
    latch.fire();
    latch.fire();
    latch.onFire(() => calls.push('late'));
    expect(latch.fired).toBe(true);
    expect(calls).toEqual(['a', 'late']);
  });
});

describe('until', () => {
  it('resolves on the first of a latch, the promise or the time', async () => {
    const first = new Latch();
    const second = new Latch();
    let settled = false;
    const waiting = until([first, second], new Promise<void>(() => undefined)).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    second.fire();
    await waiting;
    expect(settled).toBe(true);

    let endPromise!: () => void;
    const ended = new Promise<void>((resolve) => (endPromise = resolve));
    const byPromise = until([new Latch()], ended);
    endPromise();
    await byPromise;

    const started = Date.now();
    await until([new Latch()], undefined, 20);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('an already fired latch resolves at once: before a timer of 0 ms, with the promise never settling', async () => {
    const latch = new Latch();
    latch.fire();
    const timer = new Promise<'timer'>((resolve) => setTimeout(() => resolve('timer'), 0));
    const first = await Promise.race([until([latch], new Promise<void>(() => undefined)).then(() => 'latch' as const), timer]);
    expect(first).toBe('latch');
  });
});
