import { createHash } from 'node:crypto';
import type { NewsArticle } from './article.js';
import type { ArticleFeatures } from './features.js';
import { estimatedJaccard } from './minhash.js';

/**
 * Assigns articles to stories, deterministically: the same stored state and the same articles give
 * the same stories. Articles are taken oldest first (ties by source id); each one
 *  1. collapses into an earlier article it nearly copies (MinHash over word 3-shingles), joining
 *     that article's story as another source of the same news; else
 *  2. joins the developing story it scores best with, when the score clears the bar; else
 *  3. opens a story of its own.
 * The score is text similarity (cosine of idf-weighted words against the story's centroid and
 * against its closest article), raised by overlap of specific entities (instruments, central-bank
 * currencies), and decays with the days since the story's last article.
 */

export interface ThreadedArticle {
  article: NewsArticle;
  features: ArticleFeatures;
  /** Set for stored articles; set by threading for new ones. */
  storyId?: string;
  /** The source id of the earlier article this one nearly copies. */
  duplicateOf?: string;
}

/** A story articles may join: computed ones with their stored articles, curated ones with their words. */
export interface CandidateStory {
  id: string;
  curated: boolean;
  /** Time of its newest development or article. */
  lastTime: number;
  /** For curated stories: title, summary and headlines, weighed like one article. */
  seedTerms?: Map<string, number>;
  seedEntities?: Map<string, number>;
}

export interface ThreadingOptions {
  /** A story with no article for this many days takes no more. */
  resolveDays: number;
  tuning?: Partial<ThreadingTuning>;
}

export interface ThreadingResult {
  /** Every new article with its story (and the article it duplicates, if any). */
  articles: ThreadedArticle[];
  /** Ids of stories opened by this run. */
  opened: string[];
}

const DAY_MS = 86_400_000;
const DUPLICATE_WINDOW_DAYS = 3;

/** The knobs of the score; the defaults are the documented rules (docs/market-data.md). */
export interface ThreadingTuning {
  duplicateJaccard: number;
  joinScore: number;
  /** How much a full overlap of specific entities multiplies the text similarity by (1 + this). */
  entityBoost: number;
  /**
   * What the score is multiplied by when the article and the story each name specific entities and
   * share none: a JPMorgan dividend and a Microsoft dividend read alike but are two stories, as are
   * two countries' inflation prints under their two central banks.
   */
  entityConflict: number;
  /** Score halves every this many days of silence: a story's words are less telling as it ages. */
  halfLifeDays: number;
  nearestArticleFactor: number;
  /** What a word written as a name ("Louvre", "Lecornu", "APEC") that more than one article has weighs against another word. */
  nameWeight: number;
  /**
   * A word in at least this share of one publisher's articles (of at least `boilerplateMinArticles`)
   * is that publisher's boilerplate ("The Money Desk, episode …", "subscribe wherever you get your
   * podcasts"), not a subject: it is left out of that publisher's articles.
   */
  boilerplateShare: number;
  boilerplateMinArticles: number;
  /** …spread over at least this many days: one wire's four articles on one two-day story share its words, not boilerplate. */
  boilerplateMinDays: number;
}

export const DEFAULT_TUNING: ThreadingTuning = {
  duplicateJaccard: 0.4,
  joinScore: 0.18,
  entityBoost: 0.5,
  entityConflict: 0.5,
  halfLifeDays: 20,
  nearestArticleFactor: 0.9,
  nameWeight: 1.5,
  boilerplateShare: 0.6,
  boilerplateMinArticles: 4,
  boilerplateMinDays: 7,
};
const CLOSEST_ARTICLE_CANDIDATES = 10;
// MinHash LSH, 32 bands of 2 rows: a pair at Jaccard 0.4 shares a band with probability 1 − (1 − 0.4²)³² ≈ 0.996.
const BANDS = 32;
const ROWS = 2;

interface StoryState {
  id: string;
  curated: boolean;
  lastTime: number;
  centroid: Map<string, number>;
  /** Squared length of the centroid, kept as articles are added. */
  centroidNormSq: number;
  /** Normalized article vectors, newest last, for the closest-article similarity. */
  members: Map<string, number>[];
  entities: Map<string, number>;
  articleCount: number;
}

export function threadArticles(stored: ThreadedArticle[], fresh: ThreadedArticle[], candidates: CandidateStory[], options: ThreadingOptions): ThreadingResult {
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const { idf, shared } = inverseDocumentFrequency([...stored, ...fresh].map((a) => a.features.terms), candidates);
  const boilerplate = publisherBoilerplate([...stored, ...fresh], tuning);
  // A name several articles carry is evidence they tell one event; a name only one has ties it to nothing.
  const namesOf = (item: ThreadedArticle) => new Set([...item.features.names].filter((name) => shared.has(name)));
  const vectorOf = (item: ThreadedArticle) => weigh(item.features.terms, idf, namesOf(item), tuning.nameWeight, boilerplate.get(item.article.publisher));
  const stories = new Map<string, StoryState>();
  // Term → the stories whose centroid holds it, with its weight there: dot products by accumulation.
  const postings = new Map<string, Map<StoryState, number>>();
  const storyOf = (id: string, curated: boolean, lastTime: number): StoryState => {
    let story = stories.get(id);
    if (!story) stories.set(id, (story = { id, curated, lastTime, centroid: new Map(), centroidNormSq: 0, members: [], entities: new Map(), articleCount: 0 }));
    return story;
  };
  const absorb = (story: StoryState, vector: Map<string, number>, entities: Map<string, number>, time: number) => {
    let dot = 0;
    let lengthSq = 0;
    for (const [term, weight] of vector) {
      const before = story.centroid.get(term) ?? 0;
      dot += before * weight;
      lengthSq += weight * weight;
      story.centroid.set(term, before + weight);
      let posting = postings.get(term);
      if (!posting) postings.set(term, (posting = new Map<StoryState, number>()));
      posting.set(story, before + weight);
    }
    story.centroidNormSq += 2 * dot + lengthSq;
    for (const [key, weight] of entities) story.entities.set(key, (story.entities.get(key) ?? 0) + weight);
    story.members.push(vector);
    story.articleCount++;
    story.lastTime = Math.max(story.lastTime, time);
  };

  for (const candidate of [...candidates].sort((a, b) => a.id.localeCompare(b.id))) {
    const story = storyOf(candidate.id, candidate.curated, candidate.lastTime);
    if (candidate.seedTerms) absorb(story, weigh(candidate.seedTerms, idf), candidate.seedEntities ?? new Map<string, number>(), candidate.lastTime);
  }
  const buckets = new Map<number, ThreadedArticle[]>();
  // Only stored articles near the new ones in time can be their near-copies.
  const copyHorizon = Math.min(...fresh.map((item) => item.features.time)) - DUPLICATE_WINDOW_DAYS * DAY_MS;
  const remember = (item: ThreadedArticle) => {
    for (const key of bandKeys(item.features.signature)) {
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push(item);
    }
  };
  for (const item of [...stored].sort(byTime)) {
    if (item.features.time >= copyHorizon) remember(item);
    if (!item.storyId) continue;
    absorb(storyOf(item.storyId, false, item.features.time), vectorOf(item), specificEntities(item), item.features.time);
  }

  const opened: string[] = [];
  const threaded: ThreadedArticle[] = [];
  for (const item of [...fresh].sort(byTime)) {
    const vector = vectorOf(item);
    const original = nearCopy(item, buckets, tuning.duplicateJaccard);
    let target: StoryState | undefined;
    if (original?.storyId) {
      item.duplicateOf = original.duplicateOf ?? original.article.sourceId;
      target = stories.get(original.storyId);
    }
    target ??= bestStory(item, vector, postings, options.resolveDays, tuning);
    if (!target) {
      const id = storyIdFor(item.article.sourceId);
      target = stories.get(id) ?? storyOf(id, false, item.features.time);
      if (target.articleCount === 0 || !target.curated) opened.push(id);
    }
    item.storyId = target.id;
    absorb(target, vector, specificEntities(item), item.features.time);
    remember(item);
    threaded.push(item);
  }
  return { articles: threaded, opened: [...new Set(opened)] };
}

/** `news-` and 12 hex digits of the SHA-256 of the opening article's source id. */
export function storyIdFor(sourceId: string): string {
  return `news-${createHash('sha256').update(sourceId).digest('hex').slice(0, 12)}`;
}

function byTime(a: ThreadedArticle, b: ThreadedArticle): number {
  return a.features.time - b.features.time || (a.article.sourceId < b.article.sourceId ? -1 : a.article.sourceId > b.article.sourceId ? 1 : 0);
}

function bestStory(
  item: ThreadedArticle,
  vector: Map<string, number>,
  postings: Map<string, Map<StoryState, number>>,
  resolveDays: number,
  tuning: ThreadingTuning,
): StoryState | undefined {
  const entities = specificEntities(item);
  const dots = new Map<StoryState, number>();
  for (const [term, weight] of vector) for (const [story, centroidWeight] of postings.get(term) ?? []) dots.set(story, (dots.get(story) ?? 0) + weight * centroidWeight);
  const open: { story: StoryState; centroid: number; decay: number }[] = [];
  for (const [story, dot] of dots) {
    const days = Math.max(0, (item.features.time - story.lastTime) / DAY_MS);
    if (days > resolveDays || story.centroidNormSq <= 0) continue;
    open.push({ story, centroid: dot / Math.sqrt(story.centroidNormSq), decay: Math.pow(0.5, days / tuning.halfLifeDays) });
  }
  // The closest-article similarity costs a pass over a story's articles: only for the likeliest stories.
  open.sort((a, b) => b.centroid * b.decay - a.centroid * a.decay || (a.story.id < b.story.id ? -1 : 1));
  let best: { story: StoryState; score: number } | undefined;
  for (const [rank, { story, centroid, decay }] of open.entries()) {
    const text = rank < CLOSEST_ARTICLE_CANDIDATES ? Math.max(centroid, tuning.nearestArticleFactor * nearestMember(vector, story.members)) : centroid;
    // Shared instruments strengthen shared words but never stand in for them: one company has many stories.
    const entity = weightedOverlap(entities, story.entities, story.articleCount);
    const conflict = entity === 0 && entities.size > 0 && namesItsOwn(story) ? tuning.entityConflict : 1;
    const score = text * (1 + tuning.entityBoost * entity) * conflict * decay;
    if (score >= tuning.joinScore && (!best || score > best.score || (score === best.score && story.id < best.story.id))) best = { story, score };
  }
  return best?.story;
}

/** The earlier article this one nearly copies (same news within a few days), if any. */
function nearCopy(item: ThreadedArticle, buckets: Map<number, ThreadedArticle[]>, threshold: number): ThreadedArticle | undefined {
  let best: { other: ThreadedArticle; similarity: number } | undefined;
  const seen = new Set<ThreadedArticle>();
  for (const key of bandKeys(item.features.signature)) {
    for (const other of buckets.get(key) ?? []) {
      if (seen.has(other)) continue;
      seen.add(other);
      if (Math.abs(item.features.time - other.features.time) > DUPLICATE_WINDOW_DAYS * DAY_MS) continue;
      const similarity = estimatedJaccard(item.features.signature, other.features.signature);
      if (similarity >= threshold && (!best || similarity > best.similarity)) best = { other, similarity };
    }
  }
  return best?.other;
}

/** One number per band (its rows mixed with the band number); a collision only costs one extra comparison. */
function bandKeys(signature: Uint32Array): number[] {
  const keys: number[] = [];
  for (let band = 0; band < BANDS; band++) {
    let key = Math.imul(band + 1, 0x9e3779b1);
    for (let row = 0; row < ROWS; row++) key = Math.imul(key ^ signature[band * ROWS + row]!, 0x85ebca6b) >>> 0;
    keys.push(key);
  }
  return keys;
}

/** Instruments and central-bank currencies: the entities specific enough to tell stories apart. */
function specificEntities(item: ThreadedArticle): Map<string, number> {
  const result = new Map<string, number>();
  for (const mention of item.features.entities) {
    if (mention.weight >= 1 && (mention.kind === 'ticker' || mention.kind === 'currency')) result.set(`${mention.kind} ${mention.value}`, 1);
  }
  return result;
}

/** Whether a specific entity runs through at least half the story's articles (what the story is about). */
function namesItsOwn(story: StoryState): boolean {
  for (const count of story.entities.values()) if (count * 2 >= story.articleCount) return true;
  return false;
}

function weightedOverlap(article: Map<string, number>, story: Map<string, number>, articles: number): number {
  if (article.size === 0 || articles === 0) return 0;
  let shared = 0;
  for (const key of article.keys()) shared += Math.min(1, (story.get(key) ?? 0) / articles);
  return shared / article.size;
}

/** Each word's idf, and the words more than one document has (the only ones that can tie an article to another). */
function inverseDocumentFrequency(documents: Map<string, number>[], candidates: CandidateStory[]): { idf: Map<string, number>; shared: Set<string> } {
  const df = new Map<string, number>();
  const all = [...documents, ...candidates.flatMap((c) => (c.seedTerms ? [c.seedTerms] : []))];
  for (const terms of all) for (const term of terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map<string, number>();
  const shared = new Set<string>();
  for (const [term, count] of df) {
    idf.set(term, Math.log((all.length + 1) / (count + 0.5)));
    if (count > 1) shared.add(term);
  }
  return { idf, shared };
}

/** Per publisher, the words in most of its articles (`boilerplateShare` of at least `boilerplateMinArticles`) over `boilerplateMinDays` or more. */
function publisherBoilerplate(items: ThreadedArticle[], tuning: ThreadingTuning): Map<string, Set<string>> {
  const byPublisher = new Map<string, { articles: number; counts: Map<string, { count: number; first: number; last: number }> }>();
  for (const item of items) {
    let entry = byPublisher.get(item.article.publisher);
    if (!entry) byPublisher.set(item.article.publisher, (entry = { articles: 0, counts: new Map() }));
    entry.articles++;
    const time = item.features.time;
    for (const term of item.features.terms.keys()) {
      const seen = entry.counts.get(term);
      if (seen) {
        seen.count++;
        seen.first = Math.min(seen.first, time);
        seen.last = Math.max(seen.last, time);
      } else entry.counts.set(term, { count: 1, first: time, last: time });
    }
  }
  const result = new Map<string, Set<string>>();
  for (const [publisher, { articles, counts }] of byPublisher) {
    if (articles < tuning.boilerplateMinArticles) continue;
    const words = new Set(
      [...counts]
        .filter(([, seen]) => seen.count >= tuning.boilerplateShare * articles && seen.last - seen.first >= tuning.boilerplateMinDays * DAY_MS)
        .map(([term]) => term),
    );
    if (words.size > 0) result.set(publisher, words);
  }
  return result;
}

/** tf-idf with a damped term frequency, names weighed more and the publisher's boilerplate left out, normalized to length 1. */
function weigh(terms: Map<string, number>, idf: Map<string, number>, names?: Set<string>, nameWeight = 1, boilerplate?: Set<string>): Map<string, number> {
  const vector = new Map<string, number>();
  let norm = 0;
  for (const [term, count] of terms) {
    if (boilerplate?.has(term)) continue;
    const weight = (1 + Math.log(count)) * Math.max(0, idf.get(term) ?? 0) * (names?.has(term) ? nameWeight : 1);
    if (weight <= 0) continue;
    vector.set(term, weight);
    norm += weight * weight;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
  return vector;
}

function nearestMember(unit: Map<string, number>, members: Map<string, number>[]): number {
  let best = 0;
  for (const member of members) {
    let dot = 0;
    for (const [term, weight] of unit) dot += weight * (member.get(term) ?? 0);
    if (dot > best) best = dot;
  }
  return best;
}
