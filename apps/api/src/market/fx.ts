import type { FxPoint } from './types.js';

/**
 * Units of `quote` per 1 `base`, walking the fewest stored pairs: a direct pair, its inverse, or a
 * chain through other currencies. Each pair is a two-way edge (rate one way, 1/rate the other).
 * `undefined` when no chain connects the two.
 */
export function convertThroughPairs(pairs: Pick<FxPoint, 'base' | 'quote' | 'rate'>[], base: string, quote: string): number | undefined {
  if (base === quote) return 1;
  const edges = new Map<string, { to: string; factor: number }[]>();
  const addEdge = (from: string, to: string, factor: number) => {
    let list = edges.get(from);
    if (!list) edges.set(from, (list = []));
    list.push({ to, factor });
  };
  for (const pair of pairs) {
    if (!(pair.rate > 0)) continue;
    addEdge(pair.base, pair.quote, pair.rate);
    addEdge(pair.quote, pair.base, 1 / pair.rate);
  }
  // Breadth-first, so the answer uses as few (and as direct) rates as possible.
  const reached = new Map<string, number>([[base, 1]]);
  let frontier = [base];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const currency of frontier) {
      const factor = reached.get(currency)!;
      for (const edge of edges.get(currency) ?? []) {
        if (reached.has(edge.to)) continue;
        const value = factor * edge.factor;
        if (edge.to === quote) return value;
        reached.set(edge.to, value);
        next.push(edge.to);
      }
    }
    frontier = next;
  }
  return undefined;
}
