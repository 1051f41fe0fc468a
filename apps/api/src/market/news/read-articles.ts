import { createHash } from 'node:crypto';
import { parseFeed } from 'feedsmith';
import { feedDateToIso } from './feed-dates.js';
import { xmlBreak } from '@clarity/file-readers';
import { formatPath, parseJsonLines } from '../parse.js';
import type { ImportProblem } from '../problems.js';
import { ArticleInput, toNewsArticle, type NewsArticle } from './article.js';
import { NEWS_LIMITS } from './limits.js';

/** An item before validation, with the line it starts on (1-based; 0 when unknown). */
interface RawItem {
  line: number;
  raw: unknown;
  /** "item 3" for feeds, so an error names the item when the line alone is not enough. */
  label?: string;
}

/**
 * Reads one news input: JSON Lines articles, an RSS 2.0 / Atom 1.0 feed or a JSON Feed 1.1,
 * told apart by content. Every problem is collected under `name` (a file or URL).
 * XML is parsed by feedsmith over fast-xml-parser with entity processing off, so neither
 * internal ("billion laughs") nor external entities are expanded (tested).
 */
export function readArticles(name: string, content: string, problems: ImportProblem[]): NewsArticle[] {
  if (Buffer.byteLength(content) > NEWS_LIMITS.maxBytes) {
    problems.push({ file: name, line: 0, message: `is larger than ${NEWS_LIMITS.maxBytes} bytes` });
    return [];
  }
  const text = content.replace(/^\uFEFF/, '');
  const items: RawItem[] = looksLikeFeed(text) ? feedItems(name, text, problems) : parseJsonLines(name, text, problems);
  if (items.length > NEWS_LIMITS.maxItems) {
    problems.push({ file: name, line: 0, message: `holds ${items.length} articles; at most ${NEWS_LIMITS.maxItems} are read from one input` });
    return [];
  }
  const articles: NewsArticle[] = [];
  for (const item of items) {
    const result = ArticleInput.safeParse(item.raw);
    if (result.success) {
      articles.push(toNewsArticle(result.data));
      continue;
    }
    for (const issue of result.error.issues) {
      const where = [item.label ?? '', issue.path.length > 0 ? formatPath(issue.path) : ''].filter((part) => part !== '').join(' ');
      problems.push({ file: name, line: item.line, message: `${where ? `${where}: ` : ''}${issue.message}` });
    }
  }
  return articles;
}

/** XML, or one JSON document that is a JSON Feed (JSON Lines has one object per line). */
function looksLikeFeed(text: string): boolean {
  const start = text.trimStart();
  if (start.startsWith('<')) return true;
  return /^\{\s*"version"\s*:\s*"https:\/\/jsonfeed\.org\//.test(start) || (start.startsWith('{') && !isJsonPerLine(start) && /"items"\s*:/.test(start));
}

function isJsonPerLine(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  try {
    JSON.parse(first);
    return true;
  } catch {
    return false;
  }
}

function feedItems(name: string, text: string, problems: ImportProblem[]): RawItem[] {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(withJsonFeedVersionUrl(text));
  } catch (error) {
    // An XML feed that is not well-formed (cut off, a tag left open) is named where it breaks.
    const broken = text.trimStart().startsWith('<') ? xmlBreak(text) : undefined;
    if (broken) problems.push({ file: name, line: broken.line, message: `is not well-formed XML, so no feed can be read from it: ${broken.message}` });
    else problems.push({ file: name, line: 0, message: `is not an RSS 2.0 or 1.0, Atom 1.0 or JSON Feed 1.0 or 1.1 document (${error instanceof Error ? error.message : String(error)})` });
    return [];
  }
  const lines = itemStartLines(text, parsed.format === 'atom' ? 'entry' : 'item');
  const publisherOfFeed = plain(textOf(parsed.feed.title)) || name;
  const base = feedBase(parsed, name, text);
  const raw: Record<string, unknown>[] = [];
  switch (parsed.format) {
    case 'rss':
      for (const item of parsed.feed.items ?? []) {
        raw.push({
          id: feedId(item.guid?.value, item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined)),
          url: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
          title: plain(item.title),
          summary: plain(item.description) || undefined,
          body: plain(item.content?.encoded) || undefined,
          publisher: publisherOfFeed,
          publishedAt: feedDateToIso(item.pubDate ?? item.dc?.dates?.[0]),
          ...longDescriptionAsBody(item.description, item.content?.encoded),
        });
      }
      break;
    case 'rdf':
      // RSS 1.0: no guid; the date is Dublin Core's (W3C date-time, as ISO 8601).
      for (const item of parsed.feed.items ?? []) {
        raw.push({
          url: item.link,
          title: plain(item.title),
          summary: plain(item.description) || undefined,
          body: plain(item.content?.encoded) || undefined,
          publisher: publisherOfFeed,
          publishedAt: feedDateToIso(item.dc?.dates?.[0]),
          ...longDescriptionAsBody(item.description, item.content?.encoded),
        });
      }
      break;
    case 'atom':
      for (const entry of parsed.feed.entries ?? []) {
        const link = entry.links?.find((l) => !l.rel || l.rel === 'alternate') ?? entry.links?.[0];
        raw.push({
          id: feedId(entry.id, link?.href),
          url: link?.href,
          title: plain(textOf(entry.title)),
          summary: plain(textOf(entry.summary)) || undefined,
          body: plain(textOf(entry.content)) || undefined,
          publisher: publisherOfFeed,
          publishedAt: feedDateToIso(entry.published ?? entry.updated),
        });
      }
      break;
    case 'json':
      for (const item of parsed.feed.items ?? []) {
        raw.push({
          id: feedId(item.id, item.url),
          url: item.url,
          title: plain(item.title),
          summary: plain(item.summary) || undefined,
          body: plain(item.content_text ?? item.content_html) || undefined,
          publisher: publisherOfFeed,
          publishedAt: feedDateToIso(item.date_published ?? item.date_modified),
        });
      }
      break;
  }
  return raw.map((item, index) => ({ line: lines[index] ?? 0, raw: dropUndefined({ ...item, url: absoluteUrl(item.url, base) }), label: `item ${index + 1}` }));
}

// Feeds built for a site sometimes put a whole article in an item's description (20minutos.es's RSS 1.0).
const SUMMARY_LIMIT = 5000;

/**
 * An item's description longer than a summary can be, with no other body: the article itself, so it is
 * read as the body (which threading reads too) and the item keeps no summary, rather than the feed being
 * refused or the text cut.
 */
function longDescriptionAsBody(description: string | undefined, encoded: string | undefined): { summary?: undefined; body?: string } {
  const text = plain(description);
  return text.length > SUMMARY_LIMIT && !plain(encoded) ? { summary: undefined, body: text } : {};
}

/**
 * The address an item's relative link is relative to: the feed's own address (its `rel="self"` link,
 * else the URL it was fetched from), then its site link read against that (Atom's `<link href="/blog/"/>`).
 * None where the document sets `xml:base` (which may differ per element and is not read here: a link
 * read against the wrong base would be a wrong URL, so such a link is refused as relative), or where
 * nothing absolute is known.
 */
function feedBase(parsed: ReturnType<typeof parseFeed>, name: string, text: string): URL | undefined {
  if (/\sxml:base\s*=/.test(text)) return undefined;
  const feed = parsed.feed as { link?: string; links?: { href?: string; rel?: string }[]; atom?: { links?: { href?: string; rel?: string }[] } };
  const links = [...(feed.links ?? []), ...(feed.atom?.links ?? [])];
  const self = links.find((link) => link.rel === 'self')?.href;
  const site = feed.link ?? links.find((link) => !link.rel || link.rel === 'alternate')?.href;
  let base: URL | undefined;
  for (const candidate of [self, /^https?:\/\//i.test(name) ? name : undefined, site]) {
    if (candidate === undefined) continue;
    const url = URL.parse(candidate, base?.href);
    if (url && /^https?:$/.test(url.protocol)) base ??= url;
  }
  return base;
}

/** A relative item link read against the feed's base; an absolute one (or one with no base) as written. */
function absoluteUrl(link: unknown, base: URL | undefined): unknown {
  if (typeof link !== 'string' || base === undefined || /^[a-z][a-z0-9+.-]*:/i.test(link.trim())) return link;
  return URL.parse(link.trim(), base.href)?.href ?? link;
}

/**
 * A JSON Feed whose `version` is written `1`, `1.0` or `1.1` rather than as the spec's URL (feed
 * libraries' own samples, hand-made feeds) given the URL, so it is read as the JSON Feed it is.
 */
function withJsonFeedVersionUrl(text: string): string {
  if (!text.trimStart().startsWith('{')) return text;
  try {
    const document: unknown = JSON.parse(text);
    if (!document || typeof document !== 'object' || !('version' in document) || !('items' in document) || !Array.isArray(document.items)) return text;
    const version = { '1': '1', '1.0': '1', '1.1': '1.1' }[String(document.version)];
    return version ? JSON.stringify({ ...document, version: `https://jsonfeed.org/version/${version}` }) : text;
  } catch {
    return text;
  }
}

/** The line each `<item>` / `<entry>` opens on, in document order (XML only; JSON gives none). */
function itemStartLines(text: string, tag: string): number[] {
  const lines: number[] = [];
  const pattern = new RegExp(`<(?:[A-Za-z0-9_-]+:)?${tag}[\\s>]`, 'g');
  let line = 1;
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    for (let i = from; i < match.index; i++) if (text.charCodeAt(i) === 10) line++;
    from = match.index;
    lines.push(line);
  }
  return lines;
}

/**
 * The source id from the feed's own id (RSS guid, Atom id, JSON Feed id), whatever it holds: as it is
 * when it fits the id rule, else `guid:` and 16 hex of its SHA-256 (ids with `/`, `,` or spaces), so
 * two items that share a link but not an id stay two, and an entry whose link changes stays one. An id
 * that is the item's link itself is left to the link's hash (`url:`), the id such items always had.
 */
function feedId(value: string | undefined, link: string | undefined): string | undefined {
  const id = value?.trim();
  if (!id || id === link?.trim()) return undefined;
  return /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/.test(id) ? id : `guid:${createHash('sha256').update(id).digest('hex').slice(0, 16)}`;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value;
  return undefined;
}

/** Feed text may carry HTML: tags out, the few common entities decoded, spaces collapsed. */
function plain(value: string | undefined): string {
  if (!value) return '';
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#x([0-9a-f]{1,6});|&#(\d{1,7});/gi, (entity, hex: string | undefined, decimal: string | undefined) => codePoint(hex ? parseInt(hex, 16) : Number(decimal)) ?? entity)
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A numeric character reference's character (`&#x0024;` in a Craigslist title is `$`); none for a code point that is not one. */
function codePoint(value: number): string | undefined {
  return value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : undefined;
}

function dropUndefined(item: unknown): unknown {
  return Object.fromEntries(Object.entries(item as Record<string, unknown>).filter(([, v]) => v !== undefined));
}
