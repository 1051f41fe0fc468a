import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/harness.js';
import { collectInputs } from '../inputs.js';
import type { NewsIngestResult } from '../ingester.js';

/**
 * Threading quality on the hand-labelled synthetic set beside this file (README.md): the articles
 * go through the real ingester into a real database; the figures are computed against labels
 * written by hand and printed.
 */

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

interface Label {
  id: string;
  story: string;
  stateChanges?: { from: string; to: string }[];
}

/**
 * The set this engine was tuned against, and a held-out set written afterwards by someone who had
 * not read the threading code (../evaluation-heldout/README.md): its figures are the honest
 * estimate for news the engine has never seen. Both must meet the thresholds.
 */
const SETS = [
  { name: 'labelled set', dir: './', stateChanges: true },
  { name: 'held-out set', dir: '../evaluation-heldout/', stateChanges: true },
  // General and market feeds, mixed topics (../evaluation-feeds/README.md): threading only.
  { name: 'feeds set', dir: '../evaluation-feeds/', stateChanges: false },
  // A second feeds set written blind, with state changes (../evaluation-feeds2/README.md).
  { name: 'feeds set 2', dir: '../evaluation-feeds2/', stateChanges: true },
];

describe.each(SETS)('news threading on the $name', ({ name, dir, stateChanges }) => {
  const labels: Label[] = readFileSync(here(`${dir}labels.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Label);
  let ctx: TestContext;
  let result: NewsIngestResult;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.importMarket({ 'instruments.csv': readFileSync(here(`${dir}instruments.csv`), 'utf8') });
    const { inputs, aliases } = await collectInputs([here(`${dir}articles.jsonl`)], here(`${dir}aliases.csv`));
    result = await ctx.app.locals.services.news.ingest(inputs, { aliases });
  });
  afterAll(() => ctx.close());

  it('threads every article into stories with B³ F1 of at least 0.85', () => {
    const predicted = new Map<string, string>();
    for (const story of result.stories) for (const id of story.sourceIds) predicted.set(id, story.id);
    expect(predicted.size).toBe(labels.length);
    const truth = new Map(labels.map((l) => [l.id, l.story]));
    const { precision, recall, f1 } = bCubed(truth, predicted);
    console.info(`news evaluation (${name}): ${labels.length} articles, ${new Set(truth.values()).size} labelled stories, ${result.stories.length} threaded; B³ precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, F1 ${f1.toFixed(3)}; duplicates ${result.duplicates}`);
    expect(f1).toBeGreaterThanOrEqual(0.85);
  });

  it.runIf(stateChanges)('extracts state changes with precision of at least 0.95', () => {
    const labelled = new Map(labels.map((l) => [l.id, (l.stateChanges ?? []).map(key)]));
    let extracted = 0;
    let correct = 0;
    const found = new Set<string>();
    for (const story of result.stories) {
      for (const development of story.developments) {
        for (const change of development.stateChanges) {
          extracted++;
          const sources = development.sourceIds.filter((id) => labelled.get(id)?.includes(key(change)));
          if (sources.length > 0) correct++;
          else console.info(`news evaluation (${name}): unlabelled state change ${JSON.stringify(change)} in ${development.sourceIds.join(', ')}`);
          for (const id of sources) found.add(`${id} ${key(change)}`);
        }
      }
    }
    const labelledCount = labels.reduce((n, l) => n + (l.stateChanges?.length ?? 0), 0);
    const precision = extracted === 0 ? 0 : correct / extracted;
    const recall = found.size / labelledCount;
    console.info(`news evaluation (${name}): state changes extracted ${extracted}, correct ${correct}, precision ${precision.toFixed(3)}, recall over labels ${recall.toFixed(3)} (${found.size}/${labelledCount})`);
    expect(extracted).toBeGreaterThan(0);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });
});

/** The two values of a change, written alike ("4.00%–4.25%" and "4.00% - 4.25%" are one). */
function key(change: { from: string; to: string }): string {
  const norm = (v: string) => v.replace(/\s+/g, '').replace(/[—-]/g, '–').toLowerCase();
  return `${norm(change.from)} → ${norm(change.to)}`;
}

/** B³ (Bagga & Baldwin): per-item precision and recall of its cluster against its true class, averaged. */
function bCubed(truth: Map<string, string>, predicted: Map<string, string>): { precision: number; recall: number; f1: number } {
  const members = (assignment: Map<string, string>) => {
    const groups = new Map<string, string[]>();
    for (const [item, group] of assignment) groups.set(group, [...(groups.get(group) ?? []), item]);
    return groups;
  };
  const trueGroups = members(truth);
  const predictedGroups = members(predicted);
  let precision = 0;
  let recall = 0;
  for (const [item, trueGroup] of truth) {
    const cluster = predictedGroups.get(predicted.get(item)!) ?? [item];
    const klass = trueGroups.get(trueGroup)!;
    const shared = cluster.filter((other) => truth.get(other) === trueGroup).length;
    precision += shared / cluster.length;
    recall += shared / klass.length;
  }
  precision /= truth.size;
  recall /= truth.size;
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}
