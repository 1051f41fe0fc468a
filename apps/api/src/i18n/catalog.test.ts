import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messageKeys, messageSource, SUPPORTED_LOCALES, t, type Locale, type MessageKey } from './catalog.js';
import { formatterFor } from './format.js';

/** Each argument of a message with how it is used (`plain`, `plural`, `select`, …), at any depth (inside plural and select branches too). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const note = (name: string, kind: string) => into.set(name, (into.get(name) ?? new Set()).add(kind));
  for (const el of elements) {
    if (el.type === TYPE.argument) note(el.value, 'plain');
    if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) note(el.value, String(el.type));
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      note(el.value, el.type === TYPE.plural ? 'plural' : 'select');
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** The select options a message offers per argument (`direction: loss|other`): a translation must choose among the same values. */
function selectOptionsOf(elements: MessageFormatElement[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const el of elements) {
    if (el.type === TYPE.select) {
      const options = into.get(el.value) ?? new Set<string>();
      for (const option of Object.keys(el.options)) options.add(option);
      into.set(el.value, options);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) selectOptionsOf(option.value, into);
  }
  return into;
}

const sorted = (m: Map<string, Set<string>>): Record<string, string[]> => Object.fromEntries([...m.keys()].sort().map((name) => [name, [...(m.get(name) ?? [])].sort()]));

describe('the message catalog', () => {
  it('every message of every locale is valid ICU MessageFormat and formats with its arguments', () => {
    expect(messageKeys().length).toBeGreaterThan(150);
    for (const locale of SUPPORTED_LOCALES) {
      for (const key of messageKeys()) {
        const args = argumentsOf(parse(messageSource(key, locale)));
        const filled = Object.fromEntries([...args.keys()].map((a) => [a, 2]));
        expect(t(key, filled, locale), `${locale} ${key}`).not.toMatch(/undefined|NaN|\{|\}/);
      }
    }
  });

  it('English never puts "a" before a filled-in word: a profile may be "aggressive" ("for a aggressive profile")', () => {
    const articled = messageKeys().filter((key) => /(^|[^\w])a \{\w+\}/.test(messageSource(key, 'en')));
    expect(articled).toEqual([]);
    expect(t('tool.allocation.bands_from', { tolerance: 'aggressive' }, 'en')).toBe('The target ranges are those of the aggressive risk profile.');
  });

  it('every locale has exactly the English keys, with the same arguments used the same way and the same select values', () => {
    for (const locale of SUPPORTED_LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')) {
      for (const key of messageKeys()) {
        const english = parse(messageSource(key, 'en'));
        const translated = parse(messageSource(key, locale));
        expect(sorted(argumentsOf(translated)), `${locale} ${key}: arguments`).toEqual(sorted(argumentsOf(english)));
        expect(sorted(selectOptionsOf(translated)), `${locale} ${key}: select values`).toEqual(sorted(selectOptionsOf(english)));
      }
    }
  });

  it('a translation is a translation: no message of another locale is left in English', () => {
    // Names, tickers and pure placeholders are the same in every language; anything longer must differ.
    const sameEverywhere = (key: MessageKey) => messageSource(key, 'en').replace(/\{[^{}]*\}|[\s():.,*–+-]/g, '').length < 8;
    // Words a language writes as English does.
    // Index names are published names, written the same in every language.
    const indexNames: MessageKey[] = ['benchmark.name.msci_world', 'benchmark.name.msci_acwi', 'benchmark.name.euro_stoxx_50'];
    const borrowed: Record<string, MessageKey[]> = { de: [...indexNames], fr: [...indexNames, 'report.positions.title'], es: [...indexNames] };
    for (const locale of ['de', 'fr', 'es'] as const) {
      const untranslated = messageKeys().filter((key) => !sameEverywhere(key) && messageSource(key, locale) === messageSource(key, 'en'));
      expect(untranslated, locale).toEqual(borrowed[locale]);
    }
  });

  it('one number and date format: Intl for money, percentages, rates and dates', () => {
    const f = formatterFor('en');
    expect(f.money(12345.678, 'USD')).toBe('$12,346');
    expect(f.money(98.5, 'GBP')).toBe('£98.50');
    expect(f.signedMoney(-1234.4, 'EUR')).toBe('-€1,234');
    expect(f.pct(0.12345)).toBe('12.3%');
    expect(f.signedPct(0.052)).toBe('+5.2%');
    expect(f.signedPct(-0.00001)).toBe('0.0%');
    expect(f.rate(1.191583)).toBe('1.1916');
    expect(f.date('2026-11-13')).toBe('Nov 13, 2026');
    expect(f.date('2026-11-13T23:59:00Z')).toBe('Nov 13, 2026');
    expect(f.band({ min: 0.35, max: 0.6 })).toBe('35–60%');
  });

  it('formats figures and dates the way each language writes them', () => {
    // Intl separates with no-break spaces (U+00A0, and U+202F in French); compared here as plain spaces.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const de = formatterFor('de');
    expect(spaced(de.money(12345.678, 'EUR'))).toBe('12.346 €');
    expect(spaced(de.price(1234.56, 'EUR'))).toBe('1.234,56 €');
    expect(spaced(de.pct(0.12345))).toBe('12,3 %');
    expect(spaced(de.date('2026-11-13'))).toBe('13.11.2026');
    expect(spaced(de.list(['A', 'B', 'C']))).toBe('A, B und C');
    expect(spaced(de.band({ min: 0.35, max: 0.6 }))).toBe('35–60 %');
    const fr = formatterFor('fr');
    expect(spaced(fr.price(1234.56, 'EUR'))).toBe('1 234,56 €');
    expect(spaced(fr.pct(0.12345))).toBe('12,3 %');
    expect(spaced(fr.date('2026-11-13'))).toBe('13 nov. 2026');
    const es = formatterFor('es');
    expect(spaced(es.money(12345.6, 'EUR'))).toBe('12.346 €');
    expect(spaced(es.pct(0.12345))).toBe('12,3 %');
    expect(spaced(es.list(['A', 'B']))).toBe('A y B');
  });

  it('writes plural and gender through ICU in each language', () => {
    expect(t('tool.summary.value', { value: '1.234 €', count: 1, date: '13.11.2026' }, 'de')).toBe('Ihr Depot ist **1.234 €** wert, verteilt auf 1 Position, zu Kursen vom 13.11.2026.');
    expect(t('tool.summary.value', { value: '1.234 €', count: 3, date: '13.11.2026' }, 'de')).toContain('3 Positionen');
    expect(t('tool.position.pnl', { direction: 'gain', amount: '12 €', ratio: '' }, 'de')).toBe('Das ist ein nicht realisierter Gewinn von 12 € gegenüber dem Kaufpreis.');
    expect(t('tool.position.pnl', { direction: 'gain', amount: '12 €', ratio: '+5,0 %' }, 'fr')).toBe('Cela représente une plus-value latente de 12 € (+5,0 %) par rapport à votre prix d’achat.');
    expect(t('tool.position.pnl', { direction: 'loss', amount: '12 €', ratio: '' }, 'es')).toBe('Es una minusvalía latente de 12 € respecto a lo que pagó.');
    expect(t('performance.excluded', { tickers: 'A y B', count: 2 }, 'es')).toBe('A y B quedan excluidos de estas cifras: no hay precio ni tipo de cambio disponible.');
  });
});
