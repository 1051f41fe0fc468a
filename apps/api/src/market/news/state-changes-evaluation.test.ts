import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EntityLinker } from './entities.js';
import { extractStateChanges } from './state-changes.js';
import type { Instrument } from '../types.js';
import type { AssetClass } from '../types.js';

/**
 * State-change extraction on passages in real wording (state-change-evaluation/README.md): the
 * real entity linker and extractor against labels written by hand before the extractor first saw them.
 */

const here = (file: string) => fileURLToPath(new URL(`./state-change-evaluation/${file}`, import.meta.url));
const csvRows = (file: string) =>
  readFileSync(here(file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));

interface Labelled {
  id: string;
  text: string;
  changes: { attribute: string; from: string; to: string }[];
}

const instruments: Instrument[] = csvRows('instruments.csv').map(([ticker, name, assetClass, sector, region, currency]) => ({
  ticker: ticker!,
  name: name!,
  assetClass: assetClass as AssetClass,
  sector: sector!,
  region: region!,
  currency: currency!,
}));
const aliases = csvRows('aliases.csv').map(([ticker, alias]) => ({ ticker: ticker!, alias: alias! }));
const passages: Labelled[] = readFileSync(here('labels.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Labelled);

/** A value as written, compared without spaces, with one kind of dash, in lower case. */
const norm = (value: string) => value.replace(/\s+/g, '').replace(/[—-]/g, '–').toLowerCase();

describe('state changes in real wording', () => {
  it('extracts rate decisions, figures, guidance, ratings, buybacks and dividends with precision of at least 0.95', () => {
    const linker = new EntityLinker(instruments, aliases);
    let extracted = 0;
    let correct = 0;
    let valuesRight = 0;
    let found = 0;
    const wrong: string[] = [];
    const missed: string[] = [];
    for (const passage of passages) {
      const { organizations } = linker.link(passage.text);
      const changes = extractStateChanges(passage.text, organizations);
      const matched = new Set<number>();
      for (const change of changes) {
        extracted++;
        const sameValues = (l: Labelled['changes'][number]) => norm(l.from) === norm(change.from) && norm(l.to) === norm(change.to);
        if (passage.changes.some(sameValues)) valuesRight++;
        const index = passage.changes.findIndex((l, i) => !matched.has(i) && sameValues(l) && l.attribute === change.attribute);
        if (index >= 0) {
          correct++;
          matched.add(index);
        } else wrong.push(`${passage.id}: ${JSON.stringify(change)}`);
      }
      found += matched.size;
      passage.changes.forEach((l, i) => matched.has(i) || missed.push(`${passage.id}: ${JSON.stringify(l)}`));
    }
    const labelled = passages.reduce((n, p) => n + p.changes.length, 0);
    const precision = extracted === 0 ? 0 : correct / extracted;
    const recall = found / labelled;
    for (const line of wrong) console.info(`state-change evaluation: not labelled: ${line}`);
    for (const line of missed) console.info(`state-change evaluation: missed: ${line}`);
    console.info(
      `state-change evaluation: ${passages.length} passages, ${labelled} labelled changes; extracted ${extracted}, correct ${correct} (values right ${valuesRight}); precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${found}/${labelled})`,
    );
    expect(extracted).toBeGreaterThan(0);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });
});
