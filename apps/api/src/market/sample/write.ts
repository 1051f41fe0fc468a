import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_MARKET_DATA_DIR } from '../sample-set.js';
import { generateSampleFiles } from './generate.js';

// Regenerates the shipped sample set: `npx tsx apps/api/src/market/sample/write.ts`.
mkdirSync(SAMPLE_MARKET_DATA_DIR, { recursive: true });
for (const [file, content] of Object.entries(generateSampleFiles())) {
  writeFileSync(join(SAMPLE_MARKET_DATA_DIR, file), content);
  process.stdout.write(`wrote ${join(SAMPLE_MARKET_DATA_DIR, file)} (${content.length} bytes)\n`);
}
