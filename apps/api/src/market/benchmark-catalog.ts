import {
  BENCHMARK_NAMES,
  isBenchmarkName,
  isNamedBenchmark,
  type Benchmark,
  type BenchmarkComponent,
  type BenchmarkName,
  type PortfolioBenchmark,
} from '@clarity/shared';
import { SUPPORTED_LOCALES, t, type Locale } from '../i18n/catalog.js';

/**
 * The named benchmarks (docs/insight.md#named-benchmarks): each one's components in the market data
 * (index series; in the sample set they are synthetic, apps/api/src/market/sample/instruments.ts) and
 * the words a question may use for it, per locale. The display name a user reads is the message
 * `benchmark.name.<name>` of the catalog.
 */
export interface CatalogBenchmark {
  name: BenchmarkName;
  components: readonly BenchmarkComponent[];
  /** Folded (see `fold`) phrases naming it; a question matches one as whole words. */
  aliases: Readonly<Record<Locale, readonly string[]>>;
}

const everywhere = (words: string[], extra: Partial<Record<Locale, string[]>> = {}): Record<Locale, string[]> => ({
  en: [...words, ...(extra.en ?? [])],
  de: [...words, ...(extra.de ?? [])],
  fr: [...words, ...(extra.fr ?? [])],
  es: [...words, ...(extra.es ?? [])],
});

const CATALOG: Record<BenchmarkName, Omit<CatalogBenchmark, 'name'>> = {
  sp500: {
    components: [{ ticker: 'SPX', weight: 1 }],
    aliases: everywhere(['s&p 500', 's&p500', 's & p 500', 'sp500', 'sp 500', 's&p', 'spx', 'standard & poor s 500', 'standard and poor s 500', 'standard and poors 500'], {
      en: ['s and p 500', 's and p'],
    }),
  },
  msci_world: {
    components: [{ ticker: 'MXWO', weight: 1 }],
    aliases: everywhere(['msci world', 'msci world index', 'mxwo'], { de: ['msci welt', 'weltindex'], fr: ['msci monde', 'indice msci world'], es: ['msci mundo', 'msci mundial', 'indice msci world'] }),
  },
  msci_acwi: {
    components: [{ ticker: 'ACWI', weight: 1 }],
    aliases: everywhere(['msci acwi', 'acwi', 'msci all country world', 'all country world', 'msci all country world index'], {
      de: ['msci alle lander', 'msci all country welt'],
      fr: ['msci tous pays', 'msci monde tous pays'],
      es: ['msci todos los paises'],
    }),
  },
  euro_stoxx_50: {
    components: [{ ticker: 'SX5E', weight: 1 }],
    aliases: everywhere(['euro stoxx 50', 'eurostoxx 50', 'euro stoxx', 'eurostoxx', 'stoxx 50', 'sx5e', 'euro stoxx50', 'eurostoxx50']),
  },
  dax: {
    components: [{ ticker: 'DAX', weight: 1 }],
    aliases: everywhere(['dax', 'dax 40', 'dax40', 'dax index'], { de: ['deutscher aktienindex', 'dax index'] }),
  },
  ftse_100: {
    components: [{ ticker: 'UKX', weight: 1 }],
    aliases: everywhere(['ftse 100', 'ftse100', 'ftse', 'ukx'], { en: ['footsie'] }),
  },
  global_aggregate_bonds: {
    components: [{ ticker: 'LEGATRUU', weight: 1 }],
    aliases: everywhere(['global aggregate', 'bloomberg global aggregate', 'global agg', 'legatruu'], {
      en: ['global aggregate bond index', 'global bond index', 'global bonds', 'world bond index'],
      de: ['globaler anleihenindex', 'globale anleihen', 'weltweite anleihen', 'anleihen weltweit'],
      fr: ['indice obligataire mondial', 'obligations mondiales', 'obligations internationales'],
      es: ['indice global de bonos', 'indice de bonos global', 'bonos globales', 'bonos mundiales'],
    }),
  },
  blend_60_40: {
    components: [
      { ticker: 'MXWO', weight: 0.6 },
      { ticker: 'LEGATRUU', weight: 0.4 },
    ],
    aliases: everywhere(['60 40', '60 40 blend', '60 40 portfolio'], {
      en: ['sixty forty', '60 40 mix', 'balanced 60 40'],
      de: ['60 40 mischung', '60 40 portfolio', '60 40 depot'],
      fr: ['60 40 melange', 'melange 60 40', 'portefeuille 60 40'],
      es: ['cartera 60 40', 'combinacion 60 40', 'mezcla 60 40'],
    }),
  },
};

/** Every catalog benchmark, in catalog order. */
export const BENCHMARK_CATALOG: readonly CatalogBenchmark[] = BENCHMARK_NAMES.map((name) => ({ name, ...CATALOG[name] }));

/** A catalog benchmark by its name (`sp500`). */
export function catalogBenchmark(name: BenchmarkName): CatalogBenchmark {
  return { name, ...CATALOG[name] };
}

/** The name a user reads, in their locale ("S&P 500", "60/40-Mischung …"). */
export function benchmarkDisplayName(name: BenchmarkName, locale: Locale): string {
  return t(`benchmark.name.${name}`, {}, locale);
}

/**
 * Lower case, accents dropped, every run of characters other than letters, digits and `&` one
 * space: "S&P-500", "s&p 500" and "Índice" read as "s&p 500" and "indice".
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
}

// Aliases with the locale they belong to, longest first: "msci world index" before "msci world",
// "euro stoxx 50" before "euro stoxx", so the most specific phrase of a text wins.
const ALIASES = BENCHMARK_NAMES.flatMap((name) =>
  SUPPORTED_LOCALES.flatMap((locale) => CATALOG[name].aliases[locale].map((alias) => ({ name, locale, alias: fold(alias) }))),
).sort((a, b) => b.alias.length - a.alias.length);

/**
 * The catalog benchmark a text names: its name (`sp500`), or an alias of any locale found as whole
 * words in the text ("how did I do against the S&P 500?"), the locale's own aliases first; null when
 * the text names none. For the chat, which reads the benchmark a question compares with.
 */
export function benchmarkByName(text: string, locale: Locale): CatalogBenchmark | null {
  const trimmed = text.trim().toLowerCase();
  if (isBenchmarkName(trimmed)) return catalogBenchmark(trimmed);
  const padded = ` ${fold(text)} `;
  const found = (own: boolean) => ALIASES.find((a) => (a.locale === locale) === own && padded.includes(` ${a.alias} `));
  const hit = found(true) ?? found(false);
  return hit ? catalogBenchmark(hit.name) : null;
}

/** What the performance engine reads for a portfolio's benchmark: components, with the catalog name when it was named. */
export interface ResolvedBenchmark {
  benchmark: Benchmark | null;
  name: BenchmarkName | null;
}

/** A portfolio's benchmark as components: a catalog name becomes its components; components stay. */
export function resolveBenchmark(benchmark: PortfolioBenchmark | null | undefined): ResolvedBenchmark {
  if (!benchmark) return { benchmark: null, name: null };
  if (!isNamedBenchmark(benchmark)) return { benchmark, name: null };
  // The schema admits only catalog names; a stored row from before a name left the catalog falls back to none.
  if (!isBenchmarkName(benchmark.name)) return { benchmark: null, name: null };
  return { benchmark: { components: CATALOG[benchmark.name].components.map((c) => ({ ...c })) }, name: benchmark.name };
}
