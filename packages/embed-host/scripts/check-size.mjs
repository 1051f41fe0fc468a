// Size budget, run by `npm run build`: the host helper must stay ≤ 3 KB gzip (it is on the partner's page).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 3 * 1024;
const size = gzipSync(readFileSync(resolve(import.meta.dirname, '..', 'dist', 'index.js')), { level: 9 }).length;
console.log(`${size <= BUDGET ? 'ok  ' : 'FAIL'} @clarity/embed-host (gzip): ${(size / 1024).toFixed(2)} KB (budget 3 KB)`);
if (size > BUDGET) process.exit(1);
