import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './messages';
import { messages as de } from './messages.de';
import { messages as es } from './messages.es';
import { messages as fr } from './messages.fr';
import { formatMessage } from './t';

const TRANSLATIONS = { de, fr, es } satisfies Record<string, Record<MessageKey, string>>;

/** Each argument of a message with how it is used, and the values its selects choose among. */
function shapeOf(elements: MessageFormatElement[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const note = (name: string, what: string) => into.set(name, (into.get(name) ?? new Set()).add(what));
  for (const el of elements) {
    if (el.type === TYPE.argument) note(el.value, 'plain');
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      note(el.value, el.type === TYPE.plural ? 'plural' : 'select');
      for (const [option, branch] of Object.entries(el.options)) {
        if (el.type === TYPE.select) note(el.value, `=${option}`);
        shapeOf(branch.value, into);
      }
    }
  }
  return into;
}

const plain = (m: Map<string, Set<string>>) => Object.fromEntries([...m.keys()].sort().map((k) => [k, [...(m.get(k) ?? [])].sort()]));

describe('the widget’s catalogs', () => {
  it('every language has exactly the English keys, with the same arguments, plurals and select values', () => {
    for (const [locale, messages] of Object.entries(TRANSLATIONS)) {
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as MessageKey[]) {
        expect(plain(shapeOf(parse(messages[key]))), `${locale} ${key}`).toEqual(plain(shapeOf(parse(en[key]))));
      }
    }
  });

  it('every message formats with the widget’s own formatter, leaving no braces behind', () => {
    for (const [locale, messages] of Object.entries({ en, ...TRANSLATIONS })) {
      for (const [key, message] of Object.entries(messages)) {
        const args = Object.fromEntries([...shapeOf(parse(message)).keys()].map((a) => [a, 2]));
        expect(formatMessage(message, args), `${locale} ${key}`).not.toMatch(/[{}]|undefined/);
      }
    }
  });

  it('a translation is a translation: long messages differ from English', () => {
    // Words a language has borrowed from English as they are.
    const borrowed: Record<string, string[]> = { de: ['performance.benchmark'], fr: ['performance.title'], es: [] };
    for (const [locale, messages] of Object.entries(TRANSLATIONS)) {
      const same = (Object.keys(en) as MessageKey[]).filter((key) => en[key].replace(/\{[^{}]*\}|[\s():.,+→-]/g, '').length >= 8 && messages[key] === en[key]);
      expect(same, locale).toEqual(borrowed[locale]);
    }
  });
});
