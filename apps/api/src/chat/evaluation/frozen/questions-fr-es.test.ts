import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOOL_NAMES } from '../questions.js';
import type { FrozenConversation, FrozenLanguage } from './contract.js';
import { FROZEN_ES } from './questions-es.js';
import { FROZEN_FR } from './questions-fr.js';

/**
 * The French and Spanish lists of the frozen split, checked for shape and spread without asking the
 * chat anything: every turn well-formed, the size and mix the brief asks for, and no question copied
 * from another evaluation set.
 */

const KINDS = ['answerable', 'advice', 'forecast', 'off_topic', 'no_data'];
const BOOKS = ['usd-growth', 'eur-balanced', 'gbp-conservative', 'crypto-heavy', 'merged-missing', 'trader', 'empty', 'usd-dividend', 'eur-starter', 'usd-benchmarked'];
const LISTS: [FrozenLanguage, FrozenConversation[]][] = [
  ['fr', FROZEN_FR],
  ['es', FROZEN_ES],
];

const EVALUATION_DIR = fileURLToPath(new URL('..', import.meta.url));
const OWN_FILES = new Set(['questions-fr.ts', 'questions-es.ts']);

/** Lower case, accents folded, punctuation and spacing collapsed: "Ça vaut ?" and "ca  vaut" are one sentence. */
function normalise(sentence: string): string {
  return sentence
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every `questions*.ts` under chat/evaluation/ but these two lists. */
function otherQuestionFiles(dir = EVALUATION_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) return otherQuestionFiles(path);
    return /^questions.*\.ts$/.test(name) && !OWN_FILES.has(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The string literals of a source file ('…', "…", `…`), escapes undone well enough to compare. */
function stringLiterals(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) out.push((m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1'));
  return out;
}

describe.each(LISTS)('frozen split, %s', (language, conversations) => {
  const turns = conversations.flatMap((c) => c.turns);

  it('has well-formed conversations and turns', () => {
    for (const c of conversations) {
      expect(BOOKS, c.id).toContain(c.portfolio);
      expect(c.id.startsWith(`${language}-`), c.id).toBe(true);
      expect(c.turns.length, c.id).toBeGreaterThan(0);
      c.turns.forEach((t, i) => {
        const where = `${c.id}#${i + 1}`;
        expect(t.question.trim().length, where).toBeGreaterThan(0);
        expect(t.question.length, where).toBeLessThanOrEqual(4000);
        expect(KINDS, where).toContain(t.kind);
        expect(t.intent, where).toBe(t.kind === 'answerable' ? (Array.isArray(t.tools[0]) ? t.tools[0][0] : t.tools[0]) : t.kind);
        expect(t.followUp, where).toBe(i > 0);
        if (t.kind === 'answerable') expect(t.tools.length, where).toBeGreaterThan(0);
        else expect(t.tools, where).toEqual([]);
        for (const tool of t.tools.flat()) expect(TOOL_NAMES, where).toContain(tool);
        if (t.locale !== undefined) expect(t.locale, where).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
        // The question's language, except a short message that names no language and keeps the request's.
        const keepsLocale = t.locale !== undefined && t.answerLanguage === t.locale.slice(0, 2);
        expect(t.answerLanguage === language || keepsLocale, where).toBe(true);
        if (t.kind === 'off_topic') expect(t.facts, where).toEqual([]);
        for (const f of t.facts) {
          if (f.kind === 'text' || f.kind === 'absent') expect(() => new RegExp(f.pattern), where).not.toThrow();
          else expect(Number.isFinite(f.value), `${where} ${f.kind}`).toBe(true);
        }
      });
    }
    expect(new Set(conversations.map((c) => c.id)).size).toBe(conversations.length);
  });

  it('has the size and mix the brief asks for', () => {
    const count = (p: (t: (typeof turns)[number]) => boolean) => turns.filter(p).length;
    expect(turns.length).toBeGreaterThanOrEqual(150);
    expect(count((t) => t.followUp) / turns.length).toBeGreaterThanOrEqual(0.25);
    expect(count((t) => t.kind === 'advice' || t.kind === 'forecast') / turns.length).toBeGreaterThanOrEqual(0.1);
    expect(count((t) => t.kind === 'advice') && count((t) => t.kind === 'forecast')).toBeGreaterThan(0);
    expect(count((t) => t.kind === 'off_topic' || t.kind === 'no_data') / turns.length).toBeGreaterThanOrEqual(0.1);
    expect(count((t) => t.kind === 'off_topic') && count((t) => t.kind === 'no_data')).toBeGreaterThan(0);
    expect(new Set(conversations.map((c) => c.portfolio)).size).toBeGreaterThanOrEqual(8);
    const plain = Object.fromEntries(TOOL_NAMES.map((tool) => [tool, count((t) => t.tools.includes(tool))]));
    for (const tool of TOOL_NAMES) expect(plain[tool], tool).toBeGreaterThanOrEqual(4);
    // A requested locale other than the question's, and the question's own regional variant.
    expect(count((t) => t.locale?.startsWith('en') === true && t.answerLanguage === language)).toBeGreaterThan(0);
    expect(count((t) => t.locale?.startsWith(language) === true)).toBeGreaterThan(0);
  });

  it('shares no sentence with another evaluation set (normalised)', () => {
    const others = new Set(otherQuestionFiles().flatMap((path) => stringLiterals(readFileSync(path, 'utf8')).map(normalise)));
    expect(others.size).toBeGreaterThan(500);
    // A one-word message (a bare name such as "ether") is no wording of anyone's: only sentences count.
    const shared = turns.map((t) => t.question).filter((q) => normalise(q).includes(' ') && others.has(normalise(q)));
    expect(shared).toEqual([]);
  });
});

describe('frozen split, French and Spanish together', () => {
  it('asks no sentence twice', () => {
    const all = LISTS.flatMap(([, list]) => list.flatMap((c) => c.turns.map((t) => normalise(t.question)))).filter((q) => q !== '');
    const repeated = all.filter((q, i) => all.indexOf(q) !== i);
    expect(repeated).toEqual([]);
  });
});
