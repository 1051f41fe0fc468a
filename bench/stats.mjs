// Order statistics over the samples a scenario times one by one.

/** The value below which `p` % of `values` lie (nearest rank; `p` 50 is the median). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const median = (values) => percentile(values, 50);

/** The item whose `key` is the median of the items', and every item's `key` in order (for the table). */
export function medianBy(items, key) {
  const sorted = [...items].sort((a, b) => a[key] - b[key]);
  return { item: sorted[Math.floor(sorted.length / 2)], spread: sorted.map((r) => r[key].toFixed(2)).join(' ') };
}

/** Milliseconds `fn()` takes, awaited. */
export async function timeMs(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}
