import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.js';

// The loader stands for the database: a table as a Map; each load records the keys it was sent and
// reads the table when it is sent, as a query would.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLookup', () => {
  it('answers the reads of one turn with one load of their distinct keys; a missing key is undefined', async () => {
    const rows = new Map([['a', 1], ['b', 2]]);
    const loads: string[][] = [];
    const lookup = batchedLookup((keys) => {
      loads.push(keys);
      return Promise.resolve(keys.flatMap((key) => (rows.has(key) ? [{ key, value: rows.get(key)! }] : [])));
    }, (row) => row.key);
    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('zz')]);
    expect(answers).toEqual([{ key: 'a', value: 1 }, { key: 'b', value: 2 }, { key: 'a', value: 1 }, undefined]);
    expect(loads).toEqual([['a', 'b', 'zz']]);
  });

  it('never answers a read with a load sent before it arrived: it sees a write made meanwhile', async () => {
    const rows = new Map([['a', 1]]);
    const inFlight: (() => void)[] = [];
    const lookup = batchedLookup((keys) => {
      const seen = keys.map((key) => ({ key, value: rows.get(key)! }));
      return new Promise<typeof seen>((resolve) => inFlight.push(() => resolve(seen)));
    }, (row) => row.key);
    const first = lookup('a');
    await nextTurn();
    expect(inFlight).toHaveLength(1); // sent, holding the old value
    rows.set('a', 2); // a write acknowledged while that load is in flight
    const second = lookup('a');
    await nextTurn();
    for (const answer of inFlight) answer();
    expect(await first).toEqual({ key: 'a', value: 1 });
    expect(await second).toEqual({ key: 'a', value: 2 });
    expect(inFlight).toHaveLength(2);
  });

  it('a failed load fails the reads it was answering, and the next turn loads again', async () => {
    let fail = true;
    const lookup = batchedLookup((keys: string[]) => (fail ? Promise.reject(new Error('connection lost')) : Promise.resolve(keys.map((key) => ({ key })))), (row) => row.key);
    await expect(Promise.all([lookup('a'), lookup('b')])).rejects.toThrow('connection lost');
    fail = false;
    expect(await lookup('a')).toEqual({ key: 'a' });
  });
});
