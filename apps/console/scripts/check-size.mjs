// Size budget, run by `npm run build`: the console's initial JavaScript (entry and its static imports,
// gzip) stays within 120 KB (docs/console.md). Measured as the widget's budget is.
import { resolve } from 'node:path';
import { measureEmbedJs } from '../../embed/scripts/js-sizes.mjs';

const KB = 1024;
const BUDGET = 120 * KB;
const { initialGzip } = measureEmbedJs(resolve(import.meta.dirname, '..', 'dist'));
const ok = initialGzip <= BUDGET;
console.log(`${ok ? 'ok  ' : 'FAIL'} console initial JS (gzip): ${(initialGzip / KB).toFixed(1)} KB (budget ${BUDGET / KB} KB)`);
if (!ok) process.exit(1);
