// Size budget, run by `npm run build`: fails the build when the widget's JavaScript grows past it.
// Heavy iframes are what partners complain about; a budget that only warns is ignored.
import { resolve } from 'node:path';
import { measureEmbedJs } from './js-sizes.mjs';

const KB = 1024;
// Issue #30: the card's first JS ≤ 40 KB; all of the widget (JS, CSS and the bundled typeface) ≤ 140 KB.
const BUDGET = { initial: 40 * KB, total: 135 * KB, withAssets: 140 * KB };
const sizes = measureEmbedJs(resolve(import.meta.dirname, '..', 'dist'));
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const rows = [
  ['initial card JS (gzip)', sizes.initialGzip, BUDGET.initial],
  ['all JS (gzip)', sizes.totalGzip, BUDGET.total],
  ['all JS + CSS + font (gzip)', sizes.withAssetsGzip, BUDGET.withAssets],
];
let failed = false;
for (const [label, size, budget] of rows) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${kb(size)} (budget ${kb(budget)})`);
}
if (failed) {
  console.error('The embed bundle is over its size budget. Load the new code lazily or make it smaller.');
  process.exit(1);
}
