/**
 * The sentence-level dedupe check of held-out 7, run once before the set's first run (README.md):
 *   npx tsx apps/api/src/chat/evaluation/heldout7/dedupe.ts
 * It compares every question of ./questions-*.ts with every string literal of the other evaluation sets'
 * files (../**\/*.ts, never ../frozen/, which is not opened) after folding case, accents, punctuation and
 * spacing, and reports a question that equals one (exact) or nearly equals one (a Levenshtein similarity of
 * 0.85 or more, or the same words in another order). It prints only this set's question, the other file's
 * path and the score, not the other set's text: the check is mechanical, nobody reads the other questions.
 * Exit code 1 when any question collides.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELDOUT7, HELDOUT7_LANGUAGES } from './questions.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'frozen' || path === here.replace(/\/$/, '') ? [] : files(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();

function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return 1 - prev[b.length]! / Math.max(a.length, b.length);
}

const sameWords = (a: string, b: string) => a.split(' ').sort().join(' ') === b.split(' ').sort().join(' ');

const literal = /'((?:[^'\\\n]|\\.){6,})'|"((?:[^"\\\n]|\\.){6,})"|`([^`$\n]{6,})`/g;
const others: { file: string; text: string }[] = [];
for (const file of files(root)) {
  for (const m of readFileSync(file, 'utf8').matchAll(literal)) {
    const text = fold((m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1'));
    if (text.split(' ').length >= 2) others.push({ file: relative(root, file), text });
  }
}

let collisions = 0;
let checked = 0;
const own = HELDOUT7_LANGUAGES.flatMap((language) => HELDOUT7[language].flatMap((c) => c.turns.map((t) => ({ language, id: c.id, question: t.question }))));
for (const q of own) {
  checked++;
  const mine = fold(q.question);
  for (const other of others) {
    if (Math.abs(other.text.length - mine.length) > mine.length * 0.2 + 2) continue;
    const score = similarity(mine, other.text);
    if (score >= 0.85 || sameWords(mine, other.text)) {
      collisions++;
      console.log(`${q.language} ${q.id}: ${JSON.stringify(q.question)} ~ ${other.file} (${score.toFixed(2)})`);
    }
  }
}
// Within the set: no question twice across conversations (short slot follow-ups like "and by region?" may recur in other languages' sets but not here).
const seen = new Map<string, string>();
for (const q of own) {
  const key = fold(q.question);
  const before = seen.get(key);
  if (before) {
    collisions++;
    console.log(`twice in held-out 7: ${JSON.stringify(q.question)} (${before}, ${q.id})`);
  }
  seen.set(key, q.id);
}
console.log(`${checked} questions checked against ${others.length} strings of ${new Set(others.map((o) => o.file)).size} files: ${collisions} collisions`);
process.exitCode = collisions ? 1 : 0;
