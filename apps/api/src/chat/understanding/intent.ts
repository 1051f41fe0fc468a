import type { ChatIntent } from '@clarity/shared';
import type { TurnEntities } from '../threads/repository.js';
import type { QuestionEntities } from './entities.js';

/** The part of the portfolio a portfolio question is about. */
export type PortfolioAspect = 'performance' | 'risk' | 'concentration' | 'allocation' | 'fit' | 'changes' | 'overview';

/** What exactly is asked, after earlier turns have filled in "it". */
export interface Understanding {
  intent: ChatIntent;
  /** Instruments the answer is about (asset questions; mentioned ones for the others). */
  tickers: string[];
  topics: string[];
  /** Aspects asked about; a portfolio question may ask for several ("risk and allocation"). */
  aspects: PortfolioAspect[];
  /** For asset questions: the question asks for the holding's size or P&L here. */
  asksPosition: boolean;
  /** True when an earlier turn supplied the subject. */
  resolvedFromThread: boolean;
}

const ASPECT_WORDS: [PortfolioAspect, RegExp][] = [
  ['performance', /\b(perform\w*|returns?|p&l|pnl|p and l|profits?|loss(es)?|gains?|made|lost|earn\w*|doing|up or down|how am i|worth|valu(e|ation))\b/i],
  ['risk', /\b(risk(y|ier|s)?|volatil\w*|drawdowns?|stress|crash\w*|sell-?off|downside|safe|exposed|vulnerable|worst case)\b/i],
  ['concentration', /\b(concentrat\w*|diversif\w*|top holdings?|biggest (position|holding)s?|largest (position|holding)s?|too much in|eggs|single (stock|name))\b/i],
  ['allocation', /\b(allocat\w*|asset class(es)?|sectors?|regions?|geograph\w*|breakdown|split|mix|currenc(y|ies) exposure|weights?ing|composition|invested in)\b/i],
  ['fit', /\b(profile|risk tolerance|suitab\w*|fit|horizon|appropriate|match(es)? my|right for me|aligned?|on track|target)\b/i],
  ['changes', /\b(chang\w*|what'?s new|moved?|movers?|why|recent(ly)?|this week|lately|happened|trades?|bought|sold|drove|driv\w*)\b/i],
];

const PORTFOLIO_WORDS = /\b(portfolio|my (holdings|positions|investments|account|stocks|assets|money)|i (own|hold|have)|overall|am i)\b/i;
const POSITION_WORDS = /\b(how much|weight|share of|percent(age)?|%|position|exposure|p&l|pnl|profit|loss|gain|made|lost|own|hold|held|worth)\b/i;
const MARKET_WORDS = /\b(markets?|economy|economic|macro|news|headlines|happening|going on|stocks? market|wall street|recession|outlook|sentiment)\b/i;
const FINANCE_WORDS = /\b(invest\w*|stocks?|shares?|funds?|etfs?|bonds?|price|buy|sell|hold|dividends?|earnings)\b/i;

/**
 * Classifies a question as market, asset, portfolio or out of scope. The order of the checks is
 * the order of specificity: a named instrument beats a topic, a topic beats a generic portfolio
 * word; a question with nothing of its own ("and how much of my portfolio is it?") takes its
 * subject from the thread's last turn.
 */
export function understand(question: string, found: QuestionEntities, lastTurn: TurnEntities | undefined): Understanding {
  const aspects = ASPECT_WORDS.filter(([, words]) => words.test(question)).map(([aspect]) => aspect);
  const asksPosition = POSITION_WORDS.test(question);
  const mentionsPortfolio = PORTFOLIO_WORDS.test(question);
  let tickers = found.tickers;
  let topics = found.topics;
  let resolvedFromThread = false;

  // "it", "that", "them", or a bare follow-up like "and the P&L?": the subject is the last turn's.
  const bare = tickers.length === 0 && topics.length === 0;
  if (bare && lastTurn && (found.refersBack || /^\s*(and|what about|how about|so|also)\b/i.test(question))) {
    if (lastTurn.tickers.length > 0) {
      tickers = lastTurn.tickers;
      resolvedFromThread = true;
    } else if (lastTurn.topics.length > 0) {
      topics = lastTurn.topics;
      resolvedFromThread = true;
    }
  }

  const base = { tickers, topics, asksPosition, resolvedFromThread };
  if (tickers.length > 0) return { ...base, intent: 'asset', aspects };
  // "How exposed is my portfolio to that?" after a topic: the market answer ends with the exposure.
  if (topics.length > 0 && (resolvedFromThread || !(mentionsPortfolio && aspects.some((a) => a !== 'changes')))) {
    return { ...base, intent: 'market', aspects };
  }
  if (MARKET_WORDS.test(question) && !mentionsPortfolio) return { ...base, intent: 'market', aspects };
  // "why" or "recently" alone could be about anything; the other aspects are about the portfolio.
  if (mentionsPortfolio || aspects.some((a) => a !== 'changes')) {
    return { ...base, intent: 'portfolio', aspects: aspects.length > 0 ? aspects : ['overview'] };
  }
  if (MARKET_WORDS.test(question)) return { ...base, intent: 'market', aspects };
  if (FINANCE_WORDS.test(question)) return { ...base, intent: 'portfolio', aspects: ['overview'] };
  return { ...base, intent: 'out_of_scope', aspects: [] };
}
