import { locale } from './locale';
import { en, type MessageKey } from './messages';

/**
 * `t(key, params)`: a message of the catalog with its parameters filled in. A small ICU
 * MessageFormat subset (arguments, `plural` with `#` and `=n`, `select`) instead of
 * intl-messageformat, which would cost about a sixth of the initial bundle's budget.
 */
export type Params = Record<string, string | number>;

/** Per language, built once (the server renders pages in every language; the browser uses one). */
const pluralRules = new Map<string, Intl.PluralRules>();
const countFormats = new Map<string, Intl.NumberFormat>();

function plurals(): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (rules === undefined) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function counts(): Intl.NumberFormat {
  let format = countFormats.get(locale);
  if (format === undefined) countFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** Index of the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** `one {…} other {…}` → { one: '…', other: '…' } */
function options(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    out[text.slice(i, open).trim()] = text.slice(open + 1, end);
    i = end + 1;
  }
  return out;
}

export function formatMessage(message: string, params: Params = {}, count?: number): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const ch = message[i]!;
    if (ch === '#' && count !== undefined) {
      out += counts().format(count);
      i++;
    } else if (ch !== '{') {
      out += ch;
      i++;
    } else {
      const end = closing(message, i);
      const body = message.slice(i + 1, end);
      const [name = '', kind, ...rest] = body.split(',');
      const value = params[name.trim()] ?? '';
      if (kind === undefined) out += String(value);
      else {
        const choices = options(rest.join(','));
        const n = Number(value);
        const plural = kind.trim() === 'plural';
        const chosen = (plural ? (choices[`=${n}`] ?? choices[plurals().select(n)]) : choices[String(value)]) ?? choices.other ?? '';
        out += formatMessage(chosen, params, plural ? n : count);
      }
      i = end + 1;
    }
  }
  return out;
}

/** The messages of the view's language: English until `loadMessages` has fetched another. */
let messages: Record<MessageKey, string> = en;

/** Each other language is a chunk of its own, so English readers never download them. */
const LOADERS = {
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
  es: () => import('./messages.es'),
} satisfies Record<Exclude<typeof locale, 'en'>, () => Promise<{ messages: Record<MessageKey, string> }>>;

/** Fetches the view's messages (nothing for English); awaited once before the first render. A failed load leaves English. */
export async function loadMessages(): Promise<void> {
  if (locale === 'en') return;
  try {
    messages = (await LOADERS[locale]()).messages;
  } catch {
    messages = en;
  }
}

/** Only for the server's render (`ssr.tsx`): the page's messages, set with its language before it renders. */
export function setMessagesForServerRender(catalog: Record<MessageKey, string>): void {
  messages = catalog;
}

export function t(key: MessageKey, params?: Params): string {
  return formatMessage(messages[key], params);
}
