import { describe, expect, it } from 'vitest';
import { PromiseLru } from './promise-lru.js';

describe('PromiseLru', () => {
  it('computes once for concurrent requests of one key and reports hits', async () => {
    const cache = new PromiseLru<number>(2);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    const [a, b] = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    expect([a, b]).toEqual([{ value: 42, cached: false }, { value: 42, cached: true }]);
    expect(computed).toBe(1);
  });

  it('evicts the least recently used entry beyond its capacity', async () => {
    const cache = new PromiseLru<string>(2);
    await cache.getOrCompute('a', () => Promise.resolve('a'));
    await cache.getOrCompute('b', () => Promise.resolve('b'));
    await cache.getOrCompute('a', () => Promise.resolve('recomputed'));
    await cache.getOrCompute('c', () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.getOrCompute('a', () => Promise.resolve('again'))).toEqual({ value: 'a', cached: true });
    expect(await cache.getOrCompute('b', () => Promise.resolve('b2'))).toEqual({ value: 'b2', cached: false });
  });

  it('does not remember a failure', async () => {
    const cache = new PromiseLru<number>(2);
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrCompute('k', () => Promise.resolve(1))).toEqual({ value: 1, cached: false });
  });
});
