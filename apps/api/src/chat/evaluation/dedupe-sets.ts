/**
 * The sentence-level dedupe check of a held-out set, run once before the set's first run (its README): every
 * question of the set is compared with every string literal of the other evaluation sets' files (./**\/*.ts,
 * never ./frozen/, which is not opened, nor the set's own folder) after folding case, accents, punctuation and
 * spacing. A question that equals one (exact) or nearly equals one (a Levenshtein similarity of 0.85 or more,
 * or the same words in another order) is reported, as is a question asked twice in the set. Only the set's
 * question, the other file's path and the score are printed, not the other set's text: the check is
 * mechanical, nobody reads the other questions. Sets the exit code to 1 when any question collides.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../i18n/catalog.js';
import type { EvaluationConversation } from './runner.test-helpers.js';

const root = fileURLToPath(new URL('.', import.meta.url));

function files(dir: string, own: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'frozen' || path === own ? [] : files(path, own);
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

/**
 * Checks a set (its folder's URL, its conversations per language) against every other set's strings and
 * prints the collisions; returns their number.
 */
export function dedupeSet(name: string, folder: URL, sets: Partial<Record<Locale, readonly EvaluationConversation[]>>): number {
  const own = fileURLToPath(folder).replace(/\/$/, '');
  const others: { file: string; text: string }[] = [];
  for (const file of files(root.replace(/\/$/, ''), own)) {
    for (const m of readFileSync(file, 'utf8').matchAll(literal)) {
      const text = fold((m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1'));
      if (text.split(' ').length >= 2) others.push({ file: relative(root, file), text });
    }
  }
  let collisions = 0;
  const questions = Object.entries(sets).flatMap(([language, conversations]) => (conversations ?? []).flatMap((c) => c.turns.map((t) => ({ language, id: c.id, question: t.question }))));
  for (const q of questions) {
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
  // Within the set: no question twice across conversations (short slot follow-ups like "and by region?" may recur in other sets but not here).
  const seen = new Map<string, string>();
  for (const q of questions) {
    const key = fold(q.question);
    const before = seen.get(key);
    if (before) {
      collisions++;
      console.log(`twice in ${name}: ${JSON.stringify(q.question)} (${before}, ${q.id})`);
    }
    seen.set(key, q.id);
  }
  console.log(`${questions.length} questions checked against ${others.length} strings of ${new Set(others.map((o) => o.file)).size} files: ${collisions} collisions`);
  process.exitCode = collisions ? 1 : 0;
  return collisions;
}
