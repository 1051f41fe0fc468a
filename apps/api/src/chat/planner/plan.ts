import type { GlossaryTerm } from '../../insight/tools/explain-term.js';
import type { Period } from '../../insight/tools/period.js';
import { toolByName, type ToolName } from '../../insight/tools/registry.js';
import type { TurnEntities } from '../threads/repository.js';
import type { QuestionEntities } from '../understanding/entities.js';
import { queryTerms } from '../../insight/story-search.js';
import { benchmarkByName } from '../../market/benchmark-catalog.js';
import { correctFollowUpTypos, correctTypos } from '../understanding/typos.js';
import type { Language } from '../understanding/languages/vocabulary.js';
import { otherOfPair, referentOf, subjectsOfCalls } from '../understanding/pronouns.js';
import type { TurnSubject } from '../threads/repository.js';
import { ASSET_CLASS_WORDS, CURRENCY_WORDS, DOWN_WORDS, matchAll, REGION_WORDS, SECTOR_WORDS, TERM_WORDS, UP_WORDS } from '../understanding/lexicon.js';
import { dateIn, nearestPeriod, percentIn, periodIn } from '../understanding/recognizers.js';
import { spanIn, type DateSpan } from '../understanding/spans.js';
import { spannedCalls, spanDays } from './spans.js';
import { listPlaceIn, namesTheOther } from '../understanding/replies.js';
import { adviceByGrammar, asksForFact, forecastByGrammar } from './policy-grammar.js';

export interface PlannedCall {
  tool: ToolName;
  args: Record<string, unknown>;
}

export type Policy = 'advice' | 'forecast' | null;

/** A question turned into tool calls, with what the answer must say first. */
export interface Plan {
  calls: PlannedCall[];
  policy: Policy;
  /** Nothing the service can answer: a short decline that says what it can. */
  offTopic: boolean;
  /** True when no words of the question asked for a tool and the calls are the portfolio summary by default. */
  guessed?: boolean;
  /** True when an earlier turn supplied the subject or the tool. */
  resolvedFromThread: boolean;
  /** What the next question may refer back to. */
  memory: TurnEntities;
  /**
   * Clauses about the subject of this very answer ("what's my biggest position, and how has it done?"):
   * planned once the calls have run, with the holding they put forward as "it" (answer/engine.ts).
   */
  pending?: string[];
  /** A greeting or thanks alone (the intent model's smalltalk class): greeted back with three things to ask, no tool run. */
  greeting?: boolean;
  /**
   * "it" after an answer that listed several instruments (its largest holdings, its movers): the thread cannot
   * tell which, so the chat asks back offering them (understanding/reading.ts) instead of guessing the first.
   */
  askBack?: { candidates: string[] };
  /** A reply that picked one of the readings a clarification offered ("the first one", "ja, die Gebühren"): that reading is answered as planned. */
  chosen?: boolean;
  /** Whether any word of the question is about money or markets ("recommend a pizza place" has an advice word and none of these). */
  financial?: boolean;
  /** The question asks what is or was ("when did I buy…?", "would you remind me…?"): the intent model's advice or forecast reading does not count on it. */
  factual?: boolean;
  /**
   * A follow-up whose own words brought nothing (no ask, no slot, no name, no money word) yet point back ("and it?",
   * "au fait il va faire beau demain ?"): the last calls were carried, and the intent model says whether it was off-topic.
   */
  bareFollowUp?: boolean;
  /**
   * A fragment of a few words that brought only a slot for the last turn's calls ("In Pfund?", "¿en porcentaje?", "in
   * percent?"): the last calls ran again with it, whatever the intent model reads in a fragment (reading.ts).
   */
  slotOnly?: boolean;
  /**
   * Such a fragment that names another instrument ("and SAP?" after the news on a held one, which ran its position and its
   * news): every last call runs again on it; the model, reading next to nothing in it, drops none of them (reading.ts).
   */
  newSubjectOnly?: boolean;
  /** The list was asked for its smallest line ("my smallest position"): the line its answer puts forward is the last, not the first. */
  smallest?: boolean;
}

/** Everything recognized in one question. */
export interface Entities {
  tickers: string[];
  /** Tickers the portfolio holds. */
  held: string[];
  currencies: string[];
  regions: string[];
  sectors: string[];
  assetClasses: string[];
  period: Period | 'SI' | undefined;
  /** The exact days the question names ("since March", "in June", "last quarter"): the tools answer them (planner/spans.ts). */
  span?: DateSpan | undefined;
  percent: number | undefined;
  terms: GlossaryTerm[];
  topics: string[];
}

const ADVICE = /\b(should i|(keep|hold|buy|sell)\b[^?]{0,40}\bor (sell|buy|keep|hold)\b|(sell|buy|keep|hold)\b[^?]{0,40}\bor( not)?\s*\??\s*$|(buy|sell|keep|hold)\b.{0,40}\bor not\b|shall i|(is|are) .{1,30} a good (buy|investment|deal)|good buy|a buy (now|right now|today)|(is it|is now) (the )?(right|best) time|(over|under)valued|(over|under)priced|too (expensive|cheap)|cheap enough|what to (buy|sell)|(what|which) (stocks?|shares?|funds?|etfs?|coins?) (to |should i |could i )?(buy|add|pick)\b|buy the dip|do you (recommend|suggest|think i should)|would you (buy|sell|recommend|pick|choose|go for|back|keep|hold)|is (it|now) a good (time|idea|moment)|(is it|would it be|would that be) (wise|smart|sensible|prudent|clever)|(good|right|best) (time|moment) to (buy|sell|invest|get|add|exit|cash|take|trim|load)|time to (sell|buy|cash|get|take|trim|exit|dump|load)|worth (buying|selling|investing|loading|getting|adding)|(hang|hold) on ?to|hanging on ?to|ought (i|we)|what (should|would) you (buy|do)|recommend(ation)?s?\b|(buy|sell|hold) or (buy|sell|hold)|tip|what to buy|advi[cs]e)/i;
const FORECAST = /(^\s*(will|when will|what will|do you (think|expect)|are .{0,30} going to|is .{0,30} going to)\b|\b(do|would|will) you (expect|think|reckon|see|predict|bet)\b|\bto be (in|within|by) (a|one|two|\d+|next) (year|month|week|quarter)s?\b|\bwhere .{0,40}\b(be|go|head|end up|stand)\b.{0,30}\b(in a|next|by|a year from|in \d+)|\b(will .{0,40}\b(hit|reach|go|rise|fall|drop|crash|recover|be|get|break|top|climb|double|cut|hike|raise|lower|keep|pause|perform\w*|evolve\w*|develop\w*|do|happen|trade|close|end|finish|stand)\b|likely to (rise|fall|go|cut|hike|recover|rebound|drop|crash)|about to (drop|fall|crash|rise|jump|rally|tank|slide|plunge|soar)|(can|could|might) .{0,40}\b(hit|reach|break|top|climb|double)\b|going to (hit|reach|rise|fall|go|crash|be)|predict\w*|forecast\w*|next (year|month|week|quarter)|by (the end of )?20\d\d|price target|where('s| will| is) .* (head|going)|expected to (rise|fall)|outlook for .* price))/i;
/**
 * A clause in the first person that opens the question with a time to come and is set off from the ask ("I'm retiring
 * next year, so …", "we move abroad next month, and …"; "Ich gehe nächstes Jahr in Rente und …" arrives as "i gehe next
 * year …"): the user's situation, not a question about the future.
 */
const PERSONAL_FUTURE = /^\W*(i|i'm|im|i am|we|we're|we are|me|my (wife|husband|partner|son|daughter|family))\b[^,;.?!]{0,40}?\bnext (year|month|week|quarter)\b[^,;.?!]{0,30}?(,|;|\.|!|\s[-–—]\s|\bso\b|\band\b)/i;
const FINANCE = /\b(sales|sold|made|make money|earn\w*|lose|lost|paid|spent|income|cost|costs|tesla|apple|amazon|nvidia|microsoft|google|bitcoin|dollar|euro|pound|portfolio|invest\w*|stocks?|shares?|funds?|etfs?|bonds?|price|prices|buy|sell|hold\w*|dividends?|earnings|market\w*|money|wealth|returns?|profit|loss|gain|crypto|currency|rate|rates|inflation|fed|economy|recession\w*|slump|downturn|trade|trades|traded|trading|fees?|risk\w*|position\w*|allocation|value|worth|news|asset\w*|savings)\b/i;
/**
 * Words that ask for advice, and a worth that is a film's or a trip's ("worth watching"): none of them is about money
 * by itself. "günstig", "pas cher", "barato" read "a good buy", so "a cheap flight to Lisbon" would otherwise be about
 * buying; what is left of the question says whether it is about money or markets.
 */
const ADVICE_WORDS = new RegExp(ADVICE.source, 'gi');
const WORTH_OF_LEISURE = /\bworth (it|watching|seeing|reading|visiting|the (trip|visit|wait)|a (look|watch|visit|try|read))\b/gi;

/**
 * Whether the question is about money or markets: a word of them beside its advice words, or an instrument, currency,
 * sector or asset class named (a region is no sign of it: "cheap flights to the US").
 */
function aboutMoney(question: string, e: Entities): boolean {
  const named = e.tickers.length + e.currencies.length + e.sectors.length + e.assetClasses.length > 0;
  const rest = question.replace(ADVICE_WORDS, ' ').replace(WORTH_OF_LEISURE, ' ');
  // A trade in any form is about money ("what are people buying?"), the advice words around it or not.
  return named || FINANCE.test(rest) || /\b(buy(ing|s)?|bought|sell(ing|s)?|sold|invest\w*|trad(e|es|ed|ing))\b/i.test(rest);
}

/** A reference to one thing ("it", "that one", "the stock"), as opposed to "them". */
const REFERS_TO_ONE = /\b(it|its|it's|that one|this one|the (stock|share|company|position|holding|coin|fund))\b/i;
const FOLLOW_UP_START = /^\s*(and|but|what about|how about|also|same for|and for|and in|and over|and what|ok and|then|now)\b/i;
const REFERS_BACK = /\b(it|its|it's|that|this|them|they|those|these|the (stock|share|shares|company|position|holding|coin|fund|story|same))\b/i;
/** A restatement marker ("I mean", "I meant", "or rather"): it says the words after it are the ask. */
const SELF_CORRECTION = /\b(i mean|i meant|or rather)\b/gi;
const SELF_CORRECTION_ONE = new RegExp(SELF_CORRECTION.source, 'i');
/** "this year", "these days": a time, not a reference to an earlier subject ("how much have I paid in fees this year?" stands alone). */
const TIME_DEIXIS = /\b(this|these|that) (year|month|week|quarter|morning|afternoon|evening|day|days|time|moment)\b/gi;
/** Whether the question points back at something ("it", "that", "the stock"), leaving out times said with "this"/"that". */
function refersBackIn(question: string): boolean {
  return REFERS_BACK.test(question.replace(SAME_PERIOD, ' ').replace(TIME_DEIXIS, ' '));
}
/**
 * Tools a question asks of the whole book: with one of these planned from its own words, a follow-up that says only
 * "and …" ("and how much have I paid in fees?") stands alone; the thread's instrument is not its subject.
 */
const BOOK_LEVEL = new Set<ToolName>(['portfolio_summary', 'holdings', 'performance', 'risk', 'concentration', 'allocation', 'exposure', 'profile_fit', 'rebalance', 'recent_changes', 'fees', 'turnover', 'realized_pnl', 'income', 'cash_flows', 'fx_rate', 'explain_term']);
/** A comparison asked with one instrument named ("compare with Apple", "vergleiche das mit Apple"): the other side is the thread's subject. */
const COMPARES_ONE = /\b(compare\w*|vs\.?|versus|against|relative to)\b/i;
/** A comparison with a market or benchmark ("against the market"): not with the thread's instrument. */
const MARKET_SIDE = /\b(market|markets|benchmark|index|s&p|msci|dax|nasdaq|dow|ftse|cac|ibex|stoxx)\b/i;
/**
 * The cause of what the last answer showed, asked with nothing else ("why?", "what drove that?", "what's behind it?";
 * "warum?", "pourquoi ?", "¿por qué?" arrive as "why?"): the words that remain once the cause words and fillers are gone.
 */
const CAUSE_WORDS = /\b(changed|recently|in|why|though|tho|how come|reasons?|drove|driv(e|es|ing|en)|caus(e|ed|es|ing)|behind|explains?|explanation|so|is|was|did|does|has|had|have|what('s| is| was)?|that|this|it|its|it's|the|and|but|ok|okay|then|for|of|there|a|an|go|gone|went|happen(ed)?|move[ds]?|up|down|fall|fell|drop(ped)?|rise|rose|gain(ed)?|lose|lost)\b/gi;
const ASKS_CAUSE = /\b(why|how come|reasons?|drove|driv(e|es|ing|en)|caus(e|ed|es|ing)|behind|explains?|explanation)\b/i;

/** Tool triggers: the words that ask for each tool's figures. */
const ASKS = {
  explain: /\b(meaning\W*$|what('s| is) (that|this|it)(?=\W*$)|what (does|do) (that|this|it) mean|means\??\s*$|eli5|explain like|in simple (terms|words)|what (a|an) .{1,30} is\b|what .{1,30} means\b|what (does|do) .{1,40} mean|meaning of|explain|define|definition|in plain (words|english)|what .{0,20} stands? for|what is meant by)\b/i,
  fx: /\b(exchange rate|fx rate|fx\b|forex|conversion rate|rate (for|of|between)|[A-Z]{3}\/[A-Z]{3}|[A-Z]{6}\b|(trading|worth) against|to the (dollar|euro|pound)|vs\.? the (dollar|euro|pound))/,
  whatIf: /\b(what (if|would|happens|happened if)|would happen|what would .{0,60} (do|mean)|impact of|effect of|scenario|if .{0,60}\b(fell|fall|falls|drop|drops|dropped|crash\w*|declin\w*|ros?e|rises|jump\w*|halve\w*|double\w*|plunge\w*|tank\w*|lost|lose|gain\w*|weaken\w*|strengthen\w*))/i,
  rebalance: /\b(in line with (my|the)|into line|adjust (my |the )?(holdings|portfolio|positions|mix)|what (trades|changes) (would|should|do i need|must|are needed)|what would i (need to )?(sell|buy|change)|(put|get|move|bring|take) .{0,30}\b(back )?(inside|within|into) (my |the )?(\w+ )?(bands?|ranges?|targets?|profile)|rebalanc\w*|bring .{0,40}\b(back|within|into|inside)|back (with)?in|get back (to|within|in)|back to (my )?target|what should i (sell|buy|trim|change|adjust)|fix (my )?(allocation|mix|weights)|(trim|sell|buy) to (get|bring)|to get back|out of (line|balance))\b/i,
  fees: /\b(fees?|commissions?|trading costs?|costs? of trading|charges|brokerage)\b/i,
  turnover: /\b((actively|often|frequently) .{0,40}\btrad\w*|(total )?bought (vs\.?|and|versus|or) (total )?sold|(total )?(buys|purchases) (vs\.?|and|versus) (total )?(sells|sales)|turnover|how much did i (buy|sell|trade)|bought and sold|buys and sells|trad(e|ing) (a lot|too much|too often|often|so much)|overtrad\w*|how (actively|often|much|frequently) (have |do |did )?i .{0,20}trad\w*|trading activity|how many trades|number of trades|churn\w*|trade (a lot|too much|often))\b/i,
  realized: /\b(reali[sz]e\w*|(gains?|loss(es)?|profits?) (i|we) (took|booked|locked)|(make|made|earn\w*|lose|lost|loss(es)?|gain\w*|profit\w*) .{0,40}\b(sales?|sold|selling|sell)\b|(sales|sale|sold|selling) .{0,40}\b(made|make|earn\w*|lost|lose|loss(es)?|gain(ed)?|profit(ed)?|return(ed)?|bring( in)?|brought( in)?|yield(ed)?)\b|(when|after) i sold|locked in|booked|cashed (in|out)|taken (profits?|gains?)|sales (made|gave)|from (my )?(sales|selling)|(sold|sells|selling) .{0,30}(profit|gain|loss)|closed (positions?|trades?)|taxable|capital gains?|trades .{0,20}(profit|loss|gain))\b/i,
  risk: /\b(safe|secure|protected|at risk|peak[- ]to[- ]trough|(biggest|largest|worst|max(imum)?) (drop|fall|decline|loss|dip|slump)|worst (day|month|year|period)|risk(y|ier|iest|s)?|volatil\w*|drawdowns?|swing\w*|stress\w*|crash\w*|sell-?offs?|downturns?|worst[- ]case|could i lose|can i lose|might i lose|downside|how safe|bump(y|iness)|fluctuat\w*|ups and downs)\b/i,
  fit: /\b((ok|okay|good|right|suitable|safe|appropriate|too risky|risky enough) for (a|an|me|my|someone|somebody|people)|(someone|somebody|people|a person|an investor) (who|like|that)|(conservative|cautious|careful|risk-averse|aggressive|adventurous) (person|investor|someone|type|like me|one)|who('s| is) (conservative|cautious|careful|risk-averse|aggressive)|investor like me|(conservative|moderate|balanced|growth|aggressive) (investor|profile|saver)|profile|risk tolerance|suit\w*|fit(s|ting)?\b|appropriate|right for me|match(es)? my|aligned|in line with|horizon|target (range|mix|allocation)s?|within (my )?(range|band)s?|bands?|on track)\b/i,
  performance: /\b(perform\w*|returns?|returned|how (have|has|did) .{0,30}(done|do)\b|made|gain(ed|s)?\b|beat(ing)?|outperform\w*|underperform\w*|benchmark\w*|how am i doing|how('s| is| are) (my|the) (portfolio|investments|account) doing|doing (well|badly|overall)|(my )?(portfolio|investments) doing)\b/i,
  allocation: /\b(parts? of the world|where (am i|is my money|are my (investments|holdings)) (invested|based|from)|(which|what) (countries|regions|currencies) (am i|is my money|are my)|(which|what) (currenc(y|ies)|sectors?|regions?|countr(y|ies)|asset classes|industries)|in (which|what) (currenc(y|ies)|sectors?|regions?|countr(y|ies))|allocat\w*|breakdown|broken down|split|mix\b|spread|composition|weighting|by (asset class|sector|industry|region|country|geography|currency)|asset classes|what (kinds?|types?) of|diversified across|how is my (money|portfolio) (invested|divided|distributed))\b/i,
  exposure: /\b((percent|percentage|share|portion|part|fraction|proportion|what %)\b.{0,30}\b(in|into|to|on)\b|which (of my )?(holdings|positions|stocks) (drive|make|are in|give|contribute|account)|exposure|exposed|how much .{0,30}\b(in|to|of)\b|share of .{0,30} in|percentage .{0,30} in|what (part|portion|fraction)|which (of my )?(holdings|positions|stocks) (drive|make up|are in|give)|what drives|weight of|proportion|how heavy|overweight|underweight)\b/i,
  concentration: /\b(depend\w*|rel(y|ies|ying|iant|iance)|too heavily|single (fund|stock|holding|name|position|investment)|one (fund|stock|holding|position) (too|is)|hinge\w*|few (positions|holdings|stocks|names)|concentrat\w*|diversif\w*|too much (in|of)|eggs|single (stock|name|holding)|effective (number|holdings)|dominat\w*|reliant|depend\w* on)\b/i,
  holdings: /\b(my (stuff|things|investments|stocks|assets)\s*\??\s*$|(what|which) (holdings|positions|stocks|securities|investments|assets|funds|shares) (are|is) (in|held in) (my|the) (portfolio|account)|(which|what) (of my )?(positions?|holdings?|investments?|stocks?|assets?) is (the )?(largest|biggest|smallest)|(smallest|tiniest) (positions?|holdings?|investments?|stocks?)|(show|list) (me )?(my|the) (whole |entire |full )?(portfolio|account)(?=\W*$)|what (i|we) (own|hold)\b|(portfolio|account|investments)( is| are)? (composed|made up|consists?) of|what am i invested in|in what am i invested|(what|where) (is|are) my (money|savings) (invested )?in\b|i (have|own|hold) what|what (makes|made) up my (portfolio|account)|list what|what i('m| am) holding|(number|count) of units|how many units|what (have i|i've|ive) got|show me everything|everything (in|on) my (portfolio|account)|what('s| is) (actually )?in my (portfolio|account)|what (do|did) i (own|hold|have|buy) (in|right)|(what|which) (stocks|funds|assets|coins|investments) (do|did) i (own|hold|have)|list (of )?(my|all|the)|show (me )?(my|all|the) (holdings|positions|investments|stocks)|what do i (own|hold|have)|everything i (own|hold)|top \d+|top (five|ten|three)|(biggest|largest|main|top) (\d+ |two |three |five |ten )?(positions?|holdings?|investments?|stocks?|securities)|list (all )?(the )?(securities|holdings|positions|stocks)|what('s| is) in my portfolio|(what|which) (are|is) my (holdings|positions|investments|stocks)|all (of )?my (holdings|positions))\b/i,
  position: /\b(how (big|large)|size of|how much|how many|worth|value|position|my|own|hold|held|p&l|pnl|profit|loss|gain|weight|stake|units|shares of|bought|paid)\b/i,
  compare: /\b(vs\.?|versus|compare\w*|compared|against|better|worse|or|outperform\w*)\b/i,
  price: /\b(price|prices|trading at|trade at|quote|cost|closed?|moved?|moving|up|down|fall\w*|fell|ris(e|en|ing)|rose|change\w*|perform\w*|doing|gain\w*|lose|los(s|t)|rall\w*|drop\w*|jump\w*|chart|how (is|has|did))\b/i,
  news: /\b(anything new|(press|media|papers|analysts) (say\w*|writ\w*|report\w*)|what .{0,20}\b(saying|written|reported|reporting) (about|on)|any news|new on|latest on|heard|updates? on|news|latest(?! (price|quote|close|closing|value|rate|figures?))|happening|happened|going on|update\w*|story|stories|headlines?|developments?|what('s| is) new|why|reason|cause|behind|drove|driving|affect\w*|impact\w*|mean for)\b/i,
  timeline: /\b((from )?(the )?(beginning|start) (to|until|till) (now|today|date)|full story|whole story|all (the )?developments|unfold\w*|evolv\w*|(story|saga|situation|thing) (develop|progress)\w*|dates (please|pls|of)|with dates|history of|timeline|walk me through|what happened when|step by step|chronolog\w*|how (that|the|this) (story|it|thing) (developed|evolved|unfolded|played out)|(developed|evolved|unfolded) over time|history of|how did .{0,40}(get|come) (here|to this)|developments so far|background|how it (started|unfolded|developed)|sequence|so far|from the (start|beginning))\b/i,
  recent: /\b(what (did i |have i |i )?(bought|buy|purchased) (and|or) (sold|sell)|dragg\w* (me|my|it|the|us) .{0,20}down|what('s| is)? dragg\w*|drag(s|ged)? (on|down)|hurt(ing|s)? (my|me)|weigh(ing|s|ed)? (on|down)|what (moved|drove|caused|happened)|(biggest|top|main) (movers|losers|gainers|winners|drags?)|(moved|rose|fell|gained|lost|dropped|jumped|climbed) (the )?most\b|what('s| is| has) (hurting|helping|holding) |why (is|has|did|are) my (portfolio|account|investments?|holdings|money) .{0,20}\b(down|up|fall\w*|fell|drop\w*|gone|ris\w*|rose|mov\w*|los\w*)|(which|what) trades (did|have) i|trades i (made|did|placed)|my (recent|latest|last) trades|trades (did|have) i (do|make|made|done)|what('s| has| have)? changed|what changed|changes (in|to) my|recent(ly)?|lately|this week|past week|since last|movers|what (has |have )?happened (to |in |with )?my|what('s| is) new (in|with) my|(any )?news (in|with) my (portfolio|account)|anything new (in|with) my (portfolio|account))\b/i,
  summary: /\b((made|make|lost|lose) money overall|unreali[sz]ed (gain|loss|profit|p&l|pnl|result)s?|(gain|loss|profit)s? unreali[sz]ed|paper (gain|loss|profit)s?|overall.{0,30}\b(made|lost|gain|loss|profit)|(overall|total|net) (gain|loss|profit|p&l|pnl|result)|gains?\s*\/\s*loss(es)?|gain or loss|since i bought|(portfolio |total |account )?value\b|am i (up|down|ahead|behind|in (the )?(green|red|profit)|making money|losing money)|up or down|(total|account|portfolio) balance|balance\b|net worth|how much (money )?(have i got|do i have|is it all|am i worth)|how many holdings|overview|summary|summari[sz]e|snapshot|total value|worth|how much (is|do i have|have i got|money)|value of (my|the) portfolio|my portfolio|my investments|my account|portfolio (value|total))\b/i,
  market: /\b(markets?|economy|economic|macro|wall street|headlines|the world)\b/i,
  income: /\b(dividends?|dividend income|income (did|have|has|from|on)|(interest|income) (earned|received|paid( out)?|i (got|get|earned|received))|(earn|earned|receive|received|get|got) .{0,30}\b(income|interest|payouts?)|payouts?|distributions|withholding( tax)?|tax(es)? withheld|yield on cost|pays? (the )?(highest|most|best) dividend)\b/i,
  cashFlows: /\b(deposit\w*|withdr[ae]w\w*|cash flows?|net invested|money (i|we) (put|paid|added) in|how much (money )?(have|did|has) (i|we) (put|paid|added|invested|deposited|withdrawn|taken out)\b(?! in \w+)|(put|paid|added) in (so far|in total|overall|altogether)|taken out|contributions?)\b/i,
};

/** The money-weighted return by its names (German, French and Spanish ones arrive as these words: understanding/languages/). */
const MONEY_WEIGHTED = /\b(money[- ]weighted|dollar[- ]weighted|mwr|x?irr|internal rate of return)\b/i;

/** Words of a comparison with something else: with a benchmark named, the performance against it. */
const COMPARES_WITH = /\b(beat\w*|against|vs\.?|versus|compar\w*|benchmark\w*|outperform\w*|underperform\w*|ahead of|behind|better than|worse than|relative to|match(ing)?|keep(ing)? up with|track(ing)?)\b/i;

const DIMENSION_WORDS: [RegExp, 'sector' | 'region' | 'currency' | 'asset_class'][] = [
  [/\b(sectors?|sectoral(ly)?|industr(y|ies))\b/i, 'sector'],
  [/\b(regions?|regional(ly)?|countr(y|ies)|geograph\w*|where in the world|continents?)\b/i, 'region'],
  [/\b(currenc(y|ies)|fx)\b/i, 'currency'],
  [/\b(asset class(es)?|asset types?|kinds? of assets?)\b/i, 'asset_class'],
];

/** Recognizes what the question names (tickers come from the entity matcher). */
export function recognize(question: string, found: QuestionEntities, heldTickers: readonly string[], asOf?: string): Entities {
  const text = question;
  // A ticker that is also a currency word ("EUR") or a word in the lexicons is not a ticker here.
  const tickers = found.tickers.filter((t) => !/^(USD|EUR|GBP|JPY|CHF|CAD|AUD|CNY|ETF|YTD|FX|TWR|MWR|HHI|FIFO|IRR|XIRR|TRI|TIR)$/.test(t));
  return {
    tickers,
    held: tickers.filter((t) => heldTickers.includes(t)),
    currencies: currenciesIn(text),
    regions: matchAll(text, REGION_WORDS),
    sectors: matchAll(text, SECTOR_WORDS),
    assetClasses: matchAll(text, ASSET_CLASS_WORDS),
    ...periodAndSpan(text, asOf),
    percent: percentIn(text),
    terms: matchAll(text, TERM_WORDS),
    topics: found.topics,
  };
}

/** The period a question names, and the exact days when it names them; a span alone counts as its nearest stored period. */
function periodAndSpan(text: string, asOf: string | undefined): Pick<Entities, 'period' | 'span'> {
  const period = periodIn(text, asOf);
  const span = asOf === undefined ? undefined : spanIn(text, asOf);
  return { period: period ?? (span ? nearestPeriod(spanDays(span)) : undefined), ...(span ? { span } : {}) };
}

function currenciesIn(text: string): string[] {
  // Market nicknames of the two most traded pairs.
  if (/\bcable\b/i.test(text)) return ['GBP', 'USD'];
  if (/\bfib(er|re)\b/i.test(text)) return ['EUR', 'USD'];
  // "How many pounds does one euro buy?", "how much dollar do I get for a pound": the one is the base, the many the quote.
  const howMany = /how (?:many|much) (\w+)\b.{0,30}?\b(?:one|1|a|an|per|each) (\w+)/i.exec(text);
  if (howMany) {
    const quote = matchAll(howMany[1] ?? '', CURRENCY_WORDS)[0];
    const base = matchAll(howMany[2] ?? '', CURRENCY_WORDS)[0];
    if (quote && base) return [base, quote];
  }
  const pair = /\b(EUR|GBP|USD|JPY|CHF|CAD|AUD|CNY)\s*\/?\s*(EUR|GBP|USD|JPY|CHF|CAD|AUD|CNY)\b/i.exec(text);
  if (pair && pair[1]?.toUpperCase() !== pair[2]?.toUpperCase()) return [(pair[1] as string).toUpperCase(), (pair[2] as string).toUpperCase()];
  // "US dollar" should not also count as a region, nor "euro area" as a currency.
  return matchAll(text.replace(/\beuro[- ]area\b/gi, ' '), CURRENCY_WORDS);
}

export interface PlanContext {
  baseCurrency: string;
  heldTickers: readonly string[];
  /** The last turn's memory, when the question continues a thread. */
  lastTurn: TurnEntities | undefined;
  /** Every earlier turn's memory, oldest first (for "the two", "both"). */
  earlierTurns?: readonly TurnEntities[];
  /** The valuation day: a date without a year is the latest such day before it. */
  asOf: string;
  /** Entities of a part of the question (for questions that ask several things). */
  extract?: (text: string) => QuestionEntities;
  /** The question as the user wrote it, in any language: names the planner's words may not keep (a benchmark's). */
  asked?: string;
  /** The question's language when it is German, French or Spanish: its pronouns' gender picks their subject. */
  language?: Language | undefined;
}

/**
 * Question → tool calls. Each part of the question that asks for something adds the tool that
 * computes it; a question that names nothing of its own continues the last turn (its subject and
 * its tools); advice and forecasts get the policy statement and then the facts.
 */
export function planQuestion(asked: string, found: QuestionEntities, ctx: PlanContext): Plan {
  // "… I mean for my own profile": the user restating the ask, not asking what something means for it.
  // A German, French or Spanish question arrives read into English words; its unread words are its own language's, not typos.
  const typed = ctx.language === undefined ? correctFollowUpTypos(correctTypos(asked)) : correctTypos(asked);
  // "I'm retiring next year, so …": the user's situation opening the question (its time to come included) is no part of the ask.
  const situation = PERSONAL_FUTURE.test(typed);
  const question = typed.replace(SELF_CORRECTION, ' ').replace(PERSONAL_FUTURE, ' ');
  // "no, I meant the fees", "nein, ich meinte den Kurs": a restatement of the last question's ask, about its subject.
  const corrects = SELF_CORRECTION_ONE.test(typed);
  let e = recognize(question, found, ctx.heldTickers, ctx.asOf);
  // The days as the question's own language names them ("im dritten Quartal" has no English reading); its English words stay what a slot strips.
  const ownSpan = ctx.language && ctx.asked && !situation ? spanIn(ctx.asked, ctx.asOf, ctx.language) : undefined;
  if (ownSpan) e = { ...e, span: { ...ownSpan, text: e.span?.text ?? ownSpan.text }, period: e.period ?? nearestPeriod(spanDays(ownSpan)) };
  // "what did I buy or sell?" asks for past trades, not advice.
  // The trade verb in the same clause: "how much Apple have I, and should I buy more?" asks the holding, then advice.
  const pastTrades = /\b(did|have|had) (i|we)\b(?:(?!\b(and|should|shall|or)\b).){0,20}\b(buy|sell|bought|sold|trade|traded)\b/i.test(question);
  const policy: Policy = (ADVICE.test(question) || adviceByGrammar(question)) && !pastTrades ? 'advice' : FORECAST.test(question) || forecastByGrammar(question) ? 'forecast' : null;
  let resolvedFromThread = false;

  // "it", "that", "them": the last turn's subject fills in what this question does not name.
  // After a "why?" the figure explained is still the thread's: "compare that with the benchmark" after "what drove that?"
  // continues the turn before the cause (its period, its calls), not the movers.
  const explained = ctx.lastTurn?.explains === true ? ctx.earlierTurns?.at(-2) : undefined;
  const last = explained ?? ctx.lastTurn;
  // "over the same stretch": the last turn's period, a slot like any other (not a reference to its subject or its tools).
  const samePeriod = SAME_PERIOD.test(question);
  const lastPeriod = last?.calls?.map((c) => c.args.asked ?? c.args.period).find((p): p is string => typeof p === 'string');
  if (samePeriod && e.period === undefined && lastPeriod) e = { ...e, period: lastPeriod as Entities['period'] };
  const lastSpan = last?.calls?.find((c) => typeof c.args.from === 'string' && typeof c.args.to === 'string')?.args;
  if (samePeriod && e.span === undefined && lastSpan) e = { ...e, span: { from: String(lastSpan.from), to: String(lastSpan.to), text: '' } };
  // "same for last year" after a figure of this year: the calendar year before this one, not the past twelve months.
  if (lastPeriod === 'YTD' && e.span && PREVIOUS_YEAR.has(e.span.text.toLowerCase())) e = { ...e, span: previousCalendarYear(ctx.asOf, e.span.text) };
  // "and if it's 50?", "und bei 25?" after a what-if: a bare number is the scenario's percentage.
  if (e.percent === undefined && last?.calls?.some((c) => c.tool === 'what_if') && question.trim().split(/\s+/).length <= 6) {
    const bare = bareNumberIn(question);
    if (bare !== undefined) e = { ...e, percent: bare };
  }
  // "what if it's the pound instead of the dollar?": what comes after "instead of" is what the question replaces, not its subject.
  e = withoutReplaced(e, question);
  const refersBack = refersBackIn(question);
  const namesNothing = e.tickers.length === 0 && e.currencies.length === 0 && e.regions.length === 0 && e.sectors.length === 0 && e.assetClasses.length === 0 && e.topics.length === 0;
  // "and how risky is my portfolio?", "and my largest holdings?": the portfolio is the subject, not the holding the last answer named.
  const namesPortfolio = /\b(my|our|the) (whole |entire )?(portfolio|account|investments|holdings|positions|stocks|assets|book)\b/i.test(question);
  // "er", "ella": the latest subject of the pronoun's grammatical gender, from whichever earlier turn put it
  // forward (der Dollar two turns back, not die Position of the last one: understanding/pronouns.ts).
  // A currency named beside the pronoun ("et elle vaut combien en dollars ?") is what it is asked in, not its subject.
  // (The currency's own news topic comes with it.)
  const namesOnlyCurrencies = e.tickers.length === 0 && e.regions.length === 0 && e.sectors.length === 0 && e.assetClasses.length === 0 && (e.topics.length === 0 || e.currencies.length > 0);
  const referent = namesOnlyCurrencies && !namesPortfolio ? referentOf(ctx.asked ?? asked, ctx.language, ctx.earlierTurns ?? (last ? [last] : [])) : undefined;
  if (referent) {
    e = withSubject(e, referent.subject, ctx.heldTickers);
    resolvedFromThread = true;
  }
  // "and the second one?", "und die zweite?": the instrument at that place of the last answer's list.
  const place = last?.candidates && namesNothing && !referent ? listPlaceIn(ctx.asked ?? asked) : undefined;
  const listed = place === undefined || !last?.candidates ? undefined : place < 0 ? last.candidates.at(place) : last.candidates[place];
  // "and the other one?", "und die andere?" after a comparison and a turn about one of its sides: the other side.
  const other = !listed && last && namesNothing && !referent && namesTheOther(ctx.asked ?? asked) ? otherOfPair(ctx.earlierTurns ?? [last]) : undefined;
  const placed = listed ?? other;
  if (placed) {
    e = { ...e, tickers: [placed], held: ctx.heldTickers.includes(placed) ? [placed] : [] };
    resolvedFromThread = true;
  }
  // "how has it done?" after a list of several: which one is not for the thread to guess.
  const oneOfMany = (turn: TurnEntities | undefined): boolean => (turn?.candidates?.length ?? 0) > 1;
  let askBack: Plan['askBack'];
  if (!placed && namesNothing && !namesPortfolio && ((referent && referent.subject.kind === 'ticker' && oneOfMany(referent.turn) && referent.turn.candidates?.[0] === referent.subject.value) || (!referent && oneOfMany(last) && REFERS_TO_ONE.test(question.replace(TIME_DEIXIS, ' '))))) {
    askBack = { candidates: ((referent?.turn ?? last)?.candidates ?? []).slice(0, 3) };
  }
  // "no, I meant the fees" after a question about Microsoft: the fees on Microsoft; the restatement runs only what it names.
  if (corrects && last && namesNothing && !referent && !placed && !namesPortfolio && last.tickers.length > 0) {
    e = { ...e, tickers: last.tickers, held: last.tickers.filter((t) => ctx.heldTickers.includes(t)) };
    resolvedFromThread = true;
  }
  // "and if it dropped 10% against the pound?" after the dollar: "it" is the dollar; the pound is only the other side.
  const counter = counterCurrenciesIn(question);
  if (last && refersBack && !referent && e.tickers.length === 0 && e.currencies.length > 0 && e.currencies.every((c) => counter.includes(c))) {
    const subject = [...(ctx.earlierTurns ?? [last])].reverse().flatMap((t) => t.subjects ?? []).find((s) => s.kind === 'currency' && !counter.includes(s.value));
    if (subject) {
      e = { ...e, currencies: [subject.value, ...e.currencies] };
      resolvedFromThread = true;
    }
  }
  // "and how much have I paid in fees?" asks the book's own figure: it stands alone, only "and" ties it to the thread.
  // "and over the past week?" brings a period only (its words ask for no figure): a slot, however the period is said.
  const standsAlone = !refersBack && !(e.period !== undefined && periodOnly(withoutSpan(question, e))) && callsFor(question, e, ctx, undefined).some((c) => BOOK_LEVEL.has(c.tool));
  // "what is it worth in euros?" after a turn about one instrument: "it" is that instrument, the currency only its unit.
  const itInCurrency = REFERS_TO_ONE.test(question) && namesOnlyCurrencies && e.currencies.length === 1 && !counter.length && !namesPortfolio && !SHARE_WORDS.test(question);
  // "wie hat die sich seit Juni entwickelt?", "¿cómo ha ido en los últimos dos meses?" after one holding: the pronoun the reading
  // drops (or Spanish never says) leaves a return over a span with no owner; nothing in it names the user or the book, so it is the holding's.
  const ownerDropped = last !== undefined && last.tickers.length === 1 && namesNothing && !namesPortfolio && (e.period !== undefined || e.span !== undefined) && !FIRST_PERSON.test(question) && ctx.language !== undefined && callsFor(question, e, ctx, undefined).every((c) => c.tool === 'performance');
  if (!placed && !referent && last && (namesNothing || itInCurrency) && (refersBack || ownerDropped || (FOLLOW_UP_START.test(question) && !namesPortfolio && !standsAlone))) {
    if (last.tickers.length > 0) {
      e = { ...e, tickers: last.tickers, held: last.tickers.filter((t) => ctx.heldTickers.includes(t)) };
      resolvedFromThread = true;
    } else if (last.query) {
      resolvedFromThread = true;
    }
  }

  // "and how has it done this year?" after the portfolio's value: "it" is the portfolio the last answer was about (its
  // figures are the question's own asks); the thread settled what the words point at.
  const pointsAtBook = !resolvedFromThread && last !== undefined && namesNothing && refersBack && last.tickers.length === 0 && (last.subjects?.length ?? 0) === 0 && (last.calls ?? []).some(aboutBook);
  // "compare the two", "both of them": the subjects of the last two turns.
  if (e.tickers.length === 0 && /\b(the two|both( of them)?|these two|those two)\b/i.test(question) && ctx.earlierTurns && ctx.earlierTurns.length > 0) {
    const recent = [...new Set(ctx.earlierTurns.slice(-2).flatMap((t) => t.tickers))];
    if (recent.length >= 2) {
      e = { ...e, tickers: recent, held: recent.filter((t) => ctx.heldTickers.includes(t)) };
      resolvedFromThread = true;
    }
  }
  // "compare it with SAP": the earlier subject plus the one named now.
  // "compare with Apple" (the pronoun of "vergleiche das mit Apple", "compáralo con Apple" is gone once read): a comparison needs
  // two sides, the question names one, so the other is the thread's.
  const comparesOne = COMPARES_ONE.test(question) && e.tickers.length === 1 && !MARKET_SIDE.test(question);
  if (last && last.tickers.length > 0 && (refersBack || comparesOne) && e.tickers.length > 0 && ASKS.compare.test(question) && e.tickers.some((t) => !last.tickers.includes(t))) {
    e = { ...e, tickers: [...new Set([...last.tickers, ...e.tickers])] };
    resolvedFromThread = true;
  }
  // "that sector", "the same currency": the earlier turn's exposure.
  const sameTarget = /\b(that|this|the same|same) (sector|industry|region|country|currency|asset class|class)\b/i.exec(question);
  const earlier = last?.calls?.find((c) => c.tool === 'exposure' || c.tool === 'what_if');
  if (sameTarget && earlier) {
    const t = (earlier.tool === 'exposure' ? earlier.args : earlier.args.target) as { kind?: string; value?: string } | undefined;
    if (t?.value) {
      if (t.kind === 'sector') e = { ...e, sectors: [t.value] };
      else if (t.kind === 'region') e = { ...e, regions: [t.value] };
      else if (t.kind === 'currency') e = { ...e, currencies: [t.value] };
      else if (t.kind === 'asset_class') e = { ...e, assetClasses: [t.value] };
      resolvedFromThread = true;
    }
  }

  // "and if only bitcoin fell?" after a what-if: the same move, on what this question names.
  const lastScenario = last?.calls?.find((c) => c.tool === 'what_if');
  if (lastScenario && typeof lastScenario.args.change === 'number' && e.percent === undefined && ASKS.whatIf.test(question) && !namesNothing) {
    const change = lastScenario.args.change;
    e = { ...e, percent: (change < 0 && !UP_WORDS.test(question) ? -1 : 1) * Math.abs(change) * 100 };
  }
  // "why?", "what drove that?": the cause of what the last answer showed (its instrument's stories, the book's movers).
  const cause = last && namesNothing && asksOnlyCause(question) ? causeCalls(question, referent?.turn ?? last, referent?.subject.kind === 'ticker' ? [referent.subject.value] : []) : [];
  if (cause.length > 0) resolvedFromThread = true;
  let calls = cause.length > 0 ? cause : callsFor(question, e, ctx, resolvedFromThread ? last : undefined);

  // Several asks in one question ("my value, and the EUR/USD rate?"): each clause also plans on its own.
  // "what does it mean, benchmark?": a term asked about is not split into asks of its own.
  const clauses = cause.length > 0 || (calls.length > 0 && calls.every((c) => c.tool === 'explain_term')) ? [] : clausesOf(question);
  const pending: string[] = [];
  if (clauses.length > 1) {
    let previous: string[] = [];
    // An earlier clause asks for a holding without naming it ("my biggest position"): its answer names it.
    let answerNamesSubject = false;
    const clauseCalls: PlannedCall[] = [];
    for (const clause of clauses) {
      let own = recognize(clause, ctx.extract ? ctx.extract(clause) : { ...found, tickers: [] }, ctx.heldTickers, ctx.asOf);
      // "price of NVDA, my stake in it": "it" is the instrument of the clause before.
      if (own.tickers.length === 0 && previous.length > 0 && REFERS_BACK.test(clause)) own = { ...own, tickers: previous, held: previous.filter((t) => ctx.heldTickers.includes(t)) };
      // "… and how has it done?": "it" is the holding the earlier clause's answer names, known once it has run.
      if (own.tickers.length === 0 && previous.length === 0 && answerNamesSubject && e.tickers.length === 0 && REFERS_TO_ONE.test(clause)) {
        pending.push(clause);
        continue;
      }
      if (own.tickers.length > 0) previous = own.tickers;
      // "say Shell goes up 20%, how much do I gain": a clause of the portfolio's figures after a what-if is its consequence.
      // A clause that only names a topic ("a friend told me crypto is dangerous") is the question's context, not an ask for its news.
      // "Angenommen, Tech bricht um 20 % ein – was heißt das für mein Depot?": the clause that names the move alone plans the
      // share of what moves; the scenario already weighs it, unless the clause asks for that share in words of its own.
      const scenario = calls.some((w) => w.tool === 'what_if');
      const planned = callsFor(clause, own, ctx, undefined).filter((c) => !(scenario && (c.tool === 'performance' || c.tool === 'portfolio_summary' || (c.tool === 'exposure' && !ASKS.exposure.test(clause)))) && !(c.tool === 'turnover' && calls.some((w) => w.tool === 'rebalance')) && !(c.tool === 'stories' && !ASKS.news.test(clause)));
      if (own.tickers.length === 0 && (planned.some((c) => c.tool === 'holdings' && c.args.limit === 1) || /\b(biggest|largest|main|top) (position|holding|investment|stock|asset)\b/i.test(clause))) answerNamesSubject = true;
      clauseCalls.push(...planned);
    }
    // The whole question's reading would take "it" for the portfolio: the clauses stand alone.
    calls = pending.length > 0 ? clauseCalls : [...calls, ...clauseCalls];
  }

  // A follow-up: "and over three months?", "what about MSFT?", "and in GBP?" run the last turn's tools with
  // what changed; "which holdings make that up?" adds the last turn's tools to its own.
  // The turn to continue: the last, or the one that put forward the pronoun's subject (its own currency is not a new slot).
  const source = referent?.turn ?? last;
  // A turn whose words bring nothing of money, no slot and no name ("btw, will it rain tomorrow?", "ok"): no follow-up
  // of the last ask. Said as a fragment ("and it?") it is carried, and the intent model tells an off-topic turn (reading.ts).
  const bringsNothing = calls.length === 0 && cause.length === 0 && !IN_PERCENT.test(question) && !IN_PERCENT.test(ctx.asked ?? '') && namesNothing && !placed && !samePeriod && e.period === undefined && e.span === undefined && e.percent === undefined && e.terms.length === 0 && !FINANCE.test(question) && matchAll(question, DIMENSION_WORDS).length === 0 && dateIn(question, ctx.asOf) === undefined;
  const bareFollowUp = bringsNothing && (refersBack || FOLLOW_UP_START.test(question));
  // A question of three words at most ("In Pfund?", "¿En porcentaje?"): too short to be read as an ask of its own.
  const fragment = words(ctx.asked ?? asked) <= 3;
  let slotOnly = false;
  let newSubjectOnly = false;
  // "no, I meant Apple", "nein, ich meinte Apple" after a price: the same ask about the instrument it names instead (its own words
  // ask nothing); a restatement that names an ask ("no, I meant the fees") runs that ask alone.
  const correctsSubject = corrects && !namesNothing && !asksOwnThing(question);
  if (cause.length === 0 && !(corrects && calls.length > 0 && !correctsSubject) && !(bringsNothing && !bareFollowUp) && source?.calls && source.calls.length > 0) {
    const carried = carryOver(source.calls, referent?.subject.kind === 'currency' ? { ...e, currencies: [] } : e, question, ctx.heldTickers, ctx.asOf, ctx.baseCurrency);
    // "¿y si es un 50 %?" ("what if it's 50%?") after a what-if: no target of its own, the same scenario with a new slot.
    const sameScenario = namesNothing && calls.length > 0 && calls.every((c) => c.tool === 'what_if') && source.calls.some((c) => c.tool === 'what_if');
    // "In Pfund?", "en livres ?": a fragment that names a currency alone is its slot, as "and in pounds?" is.
    const currencyFragment = fragment && namesOnlyCurrencies && e.currencies.length === 1 && calls.every((c) => c.tool === 'stories');
    // "just on NVDA", "nur für JPM", "solo de bitcoin" after the fees or the realized gains: the same figure narrowed to the
    // instruments named; the words ask nothing of their own (alone, a name would be its position).
    const narrows = e.tickers.length > 0 && e.currencies.length === 0 && !asksOwnThing(question) && !OWN_HOLDING.test(question) && source.calls.some((c) => TICKER_FILTERED.has(c.tool)) && callsFor(question, { ...e, tickers: [], held: [], assetClasses: [], topics: [] }, ctx, undefined).length === 0;
    const continues = referent !== undefined || FOLLOW_UP_START.test(question) || refersBack || sameScenario || currencyFragment || narrows || correctsSubject;
    // "and its performance over a year?" after a rate or an instrument: "its" is that subject, so the portfolio's own
    // figures the words would ask for (its return, its summary) are the last subject's over the new slot.
    const onlyPortfolioFigures = calls.length > 0 && calls.every((c) => c.tool === 'performance' || c.tool === 'portfolio_summary');
    const aboutLastSubject = refersBack && namesNothing && !namesPortfolio && (source.subjects?.length ?? 0) > 0;
    // "and if it fell 20% instead?" after a what-if: the same ask with a new slot (its own words plan the same tools, without the subject).
    // With a pronoun's subject ("et sur 12 mois, il a bougé de combien ?" after a rate), asking one of them again is enough.
    const askedAgain = (c: PlannedCall): boolean => carried.some((k) => k.tool === c.tool);
    const sameAsks = calls.length > 0 && (referent ? calls.some(askedAgain) : calls.every(askedAgain));
    // "how much is that in pounds?" after a position: the position in that currency, not the share of the book in it.
    const positionInCurrency = continues && e.currencies.length === 1 && namesOnlyCurrencies && !SHARE_WORDS.test(question) && carried.some((c) => c.tool === 'position' && c.args.currency !== undefined);
    // "¿cuánto se ha movido en los últimos tres meses?", "il a bougé de combien en douze mois ?" after a rate or a price: the same
    // subject's move over the new period (the subject left unsaid or a pronoun), not what changed in the book.
    const moveOfSubject = (namesNothing || referent !== undefined) && !namesPortfolio && (e.period !== undefined || e.span !== undefined) && MOVE_WORDS.test(question) && !/\b(my|i|me)\b/i.test(question) && carried.some((c) => MOVING_TOOLS.has(c.tool));
    // A follow-up naming a subject of its own that none of the last calls takes ("and in tech?" after a position): its own asks.
    const unchanged = !namesNothing && calls.length > 0 && carried.every((k) => source.calls?.some((c) => c.tool === k.tool && JSON.stringify(c.args) === JSON.stringify(k.args)));
    // "and drawdown?", "¿y la concentración?" after a term explained: another term, though its word alone asks for the figure
    // (the risk, the concentration); a few words that name the user ("and my drawdown?") ask for the figure.
    const anotherTerm = continues && e.terms.length > 0 && carried.every((c) => c.tool === 'explain_term') && words(ctx.asked ?? asked) <= 5 && !FIRST_PERSON.test(question);
    if (carried.length > 0 && (calls.length === 0 || positionInCurrency || moveOfSubject || anotherTerm || (continues && !unchanged && !asksOwnThing(question) && !calls.some((c) => c.tool === 'compare')) || (aboutLastSubject && onlyPortfolioFigures))) {
      calls = carried;
      resolvedFromThread = true;
      slotOnly = fragment;
      newSubjectOnly = fragment && !namesNothing && e.tickers.length > 0;
    } else if (carried.length > 0 && continues && namesNothing && !namesPortfolio && sameAsks) {
      // The question's own asks with the thread's slots: of the last turn's calls, only those it asks for again
      // ("and how is the stock doing this month?" after its news is its price, not the news again).
      calls = carried.filter((k) => calls.some((c) => c.tool === k.tool));
      resolvedFromThread = true;
    } else if (carried.length > 0 && continues && namesNothing && !resolvedFromThread && refersBack && !switchesToBook(calls, carried)) {
      calls = [...carried.filter((c) => !calls.some((n) => n.tool === c.tool)), ...calls];
      resolvedFromThread = true;
    }
    // "compare that with the benchmark" after the return this year: the same stretch, unless the question names its own.
    // A benchmark named with its performance ("¿he batido al DAX?") is a comparison too, whatever its verb.
    const againstBenchmark = calls.some((c) => c.tool === 'performance' && c.args.benchmark !== undefined);
    if ((continues || COMPARES_WITH.test(question) || againstBenchmark) && e.period === undefined && lastPeriod) {
      const samePeriod = (c: PlannedCall): boolean => source.calls?.some((k) => k.tool === c.tool && (k.args.asked ?? k.args.period) === lastPeriod) === true && c.args.period !== undefined && !c.args.on;
      if (calls.some(samePeriod)) resolvedFromThread = true;
      // The exact days of the last turn's call too ("since March", then "and against the MSCI World?").
      const daysOf = (c: PlannedCall): Record<string, unknown> => {
        const days = source.calls?.find((k) => k.tool === c.tool && typeof k.args.from === 'string')?.args;
        return days ? { from: days.from, to: days.to } : {};
      };
      calls = calls.map((c) => (samePeriod(c) ? { ...c, args: { ...withPeriod(c, lastPeriod as NonNullable<Entities['period']>), ...daysOf(c) } } : c));
    }
    // "and the same against the S&P 500?": the benchmark a carried return is measured against is the one this question names.
    const benchmark = COMPARES_WITH.test(question) ? (benchmarkByName(question, 'en') ?? (ctx.asked === undefined ? null : benchmarkByName(ctx.asked, 'en'))) : null;
    if (benchmark && resolvedFromThread) calls = calls.map((c) => (c.tool === 'performance' && c.args.benchmark === undefined ? { ...c, args: { ...c.args, benchmark: benchmark.name } } : c));
  }

  // "welche Umschichtungen bräuchte es dafür?" after the profile's fit: the trades that would bring it back are the
  // rebalance, not the past year's trading (the turnover its word alone names); "it" is the fit just shown.
  if (refersBack && e.period === undefined && e.span === undefined && (last?.calls ?? []).some((c) => c.tool === 'profile_fit') && calls.some((c) => c.tool === 'turnover' || c.tool === 'recent_changes') && calls.every((c) => c.tool === 'turnover' || c.tool === 'recent_changes' || c.tool === 'profile_fit')) {
    calls = [{ tool: 'rebalance', args: {} }];
  }

  // "am I up or down on it?", "¿cuánto llevo ganado con ellas?": the user's own gain on a held instrument is its position's
  // (what was paid against what it is worth), not the market's move of its price over a month.
  if (OWN_GAIN.test(question) && e.period === undefined && e.span === undefined && calls.some((c) => c.tool === 'price' && ctx.heldTickers.includes(c.args.ticker as string))) {
    calls = dedupe(calls.map((c) => (c.tool === 'price' && ctx.heldTickers.includes(c.args.ticker as string) && !c.args.on ? { tool: 'position', args: { ticker: c.args.ticker } } : c)));
  }

  // "and how has it been developing?" after news ("cuéntame cómo ha ido evolucionando"): the story's course. Without a story
  // word of its own the question's "develop" reads as a return, but nothing in it names the portfolio; with one ("the story
  // from the start") it is still the thread's story, not a search for the question's words.
  const afterStory = (last?.calls ?? []).some((c) => c.tool === 'stories' || c.tool === 'story_timeline');
  if (afterStory && last?.query && namesNothing && cause.length === 0 && calls.length > 0 && (calls.every((c) => c.tool === 'story_timeline') || (calls.every((c) => c.tool === 'performance') && !/\b(my|our|i|me|portfolio|account|investments)\b/i.test(question)))) {
    calls = [{ tool: 'story_timeline', args: { query: last.query, tickers: [] } }];
    resolvedFromThread = true;
  }

  // A period alone, with nothing to continue ("ytd?", "this year?"): the portfolio's performance over it.
  if (calls.length === 0 && e.period !== undefined && !last?.calls?.length && periodOnly(withoutSpan(question, e))) {
    calls = [{ tool: 'performance', args: { period: performancePeriod(e.period), ...(performancePeriod(e.period) !== e.period ? { asked: e.period } : {}) } }];
  }

  // Rebalancing is arithmetic on the profile's ranges (its answer says it is not a recommendation); the fit it includes need not be repeated.
  const rebalancing = calls.some((c) => c.tool === 'rebalance');
  if (rebalancing) calls = calls.filter((c) => c.tool !== 'profile_fit');
  if (policy && !(policy === 'advice' && rebalancing)) calls = factsForPolicy(calls, e, ctx);
  const offTopic = calls.length === 0 && policy === null && !FINANCE.test(question) && e.terms.length === 0;
  // Nothing asked for a tool: the summary is only a guess (the intent model decides whether to ask back instead).
  const guessed = calls.length === 0 && !offTopic && policy === null;
  if (calls.length === 0 && !offTopic) calls = [{ tool: 'portfolio_summary', args: {} }];
  calls = spannedCalls(calls, e.span, e.period, ctx.asOf);

  // "and against the MSCI World?" after a figure of the book: another figure of the book, a fragment the thread places
  // (the intent model reads fragments poorly).
  const followsBook = !resolvedFromThread && !guessed && FOLLOW_UP_START.test(question) && calls.length > 0 && calls.every(aboutBook) && (last?.calls ?? []).some(aboutBook);
  const tickers = [...new Set(calls.flatMap((c) => tickersOf(c)))];
  const query = calls.find((c) => c.tool === 'stories' || c.tool === 'story_timeline')?.args.query as string | undefined;
  return {
    calls: dedupe(calls).slice(0, 6),
    policy: policy === 'advice' && rebalancing ? null : policy,
    offTopic,
    financial: aboutMoney(question, e),
    // Past that opening situation ("I'm retiring next year, so …") the ask is of what is: the model's forecast reading of it does not count.
    ...(asksForFact(question) || (policy === null && situation) ? { factual: true } : {}),
    guessed,
    resolvedFromThread: resolvedFromThread || pointsAtBook || followsBook,
    memory: {
      // A pronoun's subject of another kind (a currency) is not the last turn's instrument.
      tickers: tickers.length > 0 ? tickers : resolvedFromThread && last && !referent ? last.tickers : [],
      topics: e.topics,
      calls: dedupe(calls).slice(0, 6),
      subjects: subjectsOfCalls(dedupe(calls).slice(0, 6)),
      ...(query ? { query } : {}),
      ...(cause.length > 0 ? { explains: true } : {}),
    },
    ...(pending.length > 0 ? { pending } : {}),
    ...(askBack && policy === null ? { askBack } : {}),
    ...(bareFollowUp ? { bareFollowUp } : {}),
    ...(slotOnly ? { slotOnly } : {}),
    ...(newSubjectOnly ? { newSubjectOnly } : {}),
    ...(SMALLEST.test(question) && calls.some((c) => c.tool === 'holdings') ? { smallest: true } : {}),
  };
}

function callsFor(q: string, recognized: Entities, ctx: PlanContext, last: TurnEntities | undefined): PlannedCall[] {
  const calls: PlannedCall[] = [];
  // "Am I beating the S&P 500?": a catalog benchmark named with a comparison is what the performance is
  // measured against (market/benchmark-catalog.ts), not an instrument asked about.
  // Asked for performance alone ("wie schlage ich mich gegen den DAX?" may reach here without a comparison word),
  // a named index counts as the benchmark unless the book holds it (then it is the holding asked about).
  const named = COMPARES_WITH.test(q) || ASKS.performance.test(q) ? (benchmarkByName(q, 'en') ?? (ctx.asked === undefined ? null : benchmarkByName(ctx.asked, 'en'))) : null;
  const benchmark = named && (COMPARES_WITH.test(q) || !named.components.some((c) => ctx.heldTickers.includes(c.ticker))) ? named : null;
  const benchmarkTickers = new Set(benchmark?.components.map((c) => c.ticker) ?? []);
  // The benchmark's own name is no currency asked about ("the Euro Stoxx 50" is not the euro's rate).
  const e = benchmark ? { ...recognized, tickers: recognized.tickers.filter((t) => !benchmarkTickers.has(t)), held: recognized.held.filter((t) => !benchmarkTickers.has(t)), currencies: [] } : recognized;
  const add = (tool: ToolName, args: Record<string, unknown> = {}): void => {
    calls.push({ tool, args });
  };
  const period = e.period && e.period !== 'SI' ? e.period : undefined;
  const tickers = e.tickers.slice(0, 4);

  // A term to explain: "what does drawdown mean?", "explain volatility".
  if (e.terms.length > 0 && (ASKS.explain.test(q) || /\bmean(ing|s)?\s*\??\s*$/i.test(q) || (asksWhatTermIs(q) && e.currencies.length === 0 && e.tickers.length === 0))) {
    for (const term of e.terms.slice(0, 2)) add('explain_term', { term });
    // "what does FIFO mean for my gains", "explain turnover like I'm five": the term is the question; an ask of the
    // user's own figure beside it ("…, and what is mine?") is a clause of its own (clausesOf).
    if (!/\b(mine|how (high|much|big) is my|what is my|what's my)\b/i.test(q)) return calls;
  }

  // Exchange rates: a pair, or a currency with rate words.
  // A currency on a day ("the dollar at the end of September") is its rate that day.
  const currencyOnDay = e.currencies.length === 1 && tickers.length === 0 && dateIn(q, ctx.asOf) !== undefined && !/\b(my|i|me|portfolio|holdings|account|percent(age)?|share|exposure)\b/i.test(q);
  // A move of a currency ("if the dollar lost 10% against the euro") is a what-if, not the rate; a holding asked for in a
  // currency ("my Microsoft, worth in pounds") is the position in that currency, not the rate.
  const currencyMove = ASKS.whatIf.test(q) || (e.percent !== undefined && (DOWN_WORDS.test(q) || UP_WORDS.test(q)));
  const holdingInCurrency = (tickers.length > 0 || VALUED_IN.test(q)) && e.currencies.length === 1 && !ASKS.fx.test(q);
  if (!currencyMove && !holdingInCurrency && (e.currencies.length >= 2 || currencyOnDay || (e.currencies.length === 1 && (ASKS.fx.test(q) || /\b(rate|doing|done|trading|strong(er)?|weak(er)?|mov(e|ed|ing)|against|lately|recently|gone|fallen|risen|perform\w*|worth)\b/i.test(q)) && !ASKS.exposure.test(q) && !ASKS.whatIf.test(q)))) {
    const fxDay = dateIn(q, ctx.asOf);
    add('fx_rate', { ...fxPair(e.currencies, ctx.baseCurrency), period: period ?? '1M', ...(fxDay ? { on: fxDay } : {}) });
  } else if (/\bexchange rates?\b|\bfx\b/i.test(q) && e.terms.length === 0) {
    add('fx_rate', { base: 'EUR', quote: 'USD', period: period ?? '1M' });
  }

  // What-ifs: a move of something by a percentage (or a crash without one: the stress test).
  // A signed percentage ("tech -30%?", "btc +50%") is a move too.
  const signedMove = /(^|\s)[-−+]\s?\d+(\.\d+)?\s*%/.test(q);
  if (ASKS.whatIf.test(q) || (e.percent !== undefined && (DOWN_WORDS.test(q) || UP_WORDS.test(q) || signedMove))) {
    if (e.percent !== undefined) {
      const down = DOWN_WORDS.test(q) || e.percent < 0 || /(^|\s)[-−]\s?\d/.test(q);
      const change = (down ? -1 : 1) * Math.min(Math.abs(e.percent), down ? 100 : 1000) / 100;
      add('what_if', { target: shockTarget(e, q), change });
    } else if (/\b(crash|sell-?off|downturn|bear market|recession|correction)\b/i.test(q) || (tickers.length === 0 && DOWN_WORDS.test(q) && /\b(market|stocks?|shares|equit\w*|everything)\b/i.test(q))) {
      add('risk');
    }
  }

  // "is my portfolio still in line with my risk profile?" asks whether it fits, not which trades would make it fit.
  const checksFit = CHECKS_FIT.test(q);
  if (ASKS.rebalance.test(q) && !checksFit) add('rebalance');
  if (ASKS.fees.test(q)) add('fees', { ...(e.period && e.period !== 'SI' ? { period: e.period } : {}), tickers });
  // "how much have I spent on trading fees?" is the fees, not how much was traded.
  // "what did I buy or sell lately?" is the list of recent trades, not the turnover's totals.
  const recentTrades = ASKS.recent.test(q) && !/\b(turnover|overtrad\w*|how (often|actively|frequently|much)|how many trades|churn\w*)\b/i.test(q);
  // "Welche Umschichtungen bräuchte ich, um wieder …": the trades a rebalance needs, not how much was traded.
  if (ASKS.turnover.test(q) && !(ASKS.fees.test(q) && !OWN_TURNOVER.test(q)) && !recentTrades && !calls.some((c) => c.tool === 'rebalance')) add('turnover');
  if (ASKS.realized.test(q) && !/\bunreali[sz]ed\b/i.test(q)) add('realized_pnl', { ...(tickers.length > 0 ? { tickers } : {}), ...(period ? { period } : {}) });

  const aboutPortfolio = /\b(my|i|me|mine|portfolio|holdings|account)\b/i.test(q);
  // "in line with my risk profile", "my risk tolerance": the profile's name, not a question about the risk figures.
  if (ASKS.risk.test(q.replace(RISK_PROFILE, ' ')) && !calls.some((c) => c.tool === 'what_if' || c.tool === 'risk') && (aboutPortfolio || tickers.length === 0)) add('risk');
  if ((ASKS.fit.test(q) || checksFit) && (aboutPortfolio || /\b(this|it)\b/i.test(q)) && !calls.some((c) => c.tool === 'rebalance')) add('profile_fit');

  // Exposure to a named currency, region, sector or asset class; to a ticker it is the position.
  const dimensionValue = exposureTarget(e);
  // With an instrument named, "share", "stock" or "coin" is the instrument's kind, not an asset class asked about.
  const classOnly = dimensionValue?.kind === 'asset_class' && tickers.length > 0;
  // "my Microsoft shares in pounds": the currency is the one the position is asked in, not an exposure.
  const valuedIn = dimensionValue?.kind === 'currency' && tickers.length > 0 && !/\b(expos\w*|share|percent(age)?|weight)\b/i.test(q);
  if (dimensionValue && !classOnly && !valuedIn && !(dimensionValue.kind === 'currency' && VALUED_IN.test(q)) && !currencyOnDay && (ASKS.exposure.test(q) || /\b(which|what) (of my )?(holdings|stocks|positions)\b/i.test(q) || /\bhow (much|many)\b|%|\bpercent(age)?\b|\btoo (big|much|large|heavy)\b|\b(chunk|slice|portion)\b|\bover-?weight|\bunder-?weight/i.test(q)) && !calls.some((c) => c.tool === 'what_if')) {
    add('exposure', dimensionValue);
    // "stocks and bonds", "Europe and the US": every named target of the same kind.
    for (const value of sameKindTargets(e, dimensionValue.kind).slice(1, 4)) add('exposure', { kind: dimensionValue.kind, value });
  }

  if (!dimensionValue && tickers[0] && /\b(exposure|exposed)\b/i.test(q)) add('exposure', { kind: 'ticker', value: tickers[0] });
  // "back to my target allocation": with a rebalance asked, the allocation named is its target, not an ask of the split by itself.
  const dimension = matchAll(q, DIMENSION_WORDS)[0];
  const rebalanceTarget = calls.some((c) => c.tool === 'rebalance') && dimension === undefined;
  if (ASKS.allocation.test(q) && !calls.some((c) => c.tool === 'exposure') && !rebalanceTarget) {
    add('allocation', { dimension: dimension ?? 'asset_class' });
    // "the portfolio's composition", "what is it made up of": the holdings it is made of, too.
    if (!dimension && /\b(composition|composed|made up of|consist\w*)\b/i.test(q)) add('holdings');
  }
  if (ASKS.concentration.test(q) && !(calls.some((c) => c.tool === 'explain_term') && !/\bmy\b/i.test(q))) add('concentration');
  // "what have I paid in fees this year?" read as "what do I have…": the trades' ask, not the list of holdings.
  const tradesAsk = calls.some((c) => ['fees', 'turnover', 'realized_pnl', 'income', 'cash_flows'].includes(c.tool)) || recentTrades;
  if ((ASKS.holdings.test(q) || HOLDINGS_ALONE.test(q) || HOLDINGS_BY_RESULT.test(q)) && tickers.length === 0 && !WHOLE_OF_OWNED.test(q) && !(tradesAsk && !HOLDINGS_ALONE.test(q) && !/\b(list|show)\b.{0,20}\b(holdings|positions)\b/i.test(q))) {
    const top = (/\b(?:top|biggest|largest|main) (\d+|two|three|four|five|ten)\b/i.exec(q) ?? /\b(\d+|two|three|four|five|ten) (?:top|biggest|largest|main)\b/i.exec(q))?.[1];
    const limit = top !== undefined ? ({ two: 2, three: 3, four: 4, five: 5, ten: 10 }[top.toLowerCase()] ?? Number(top)) : /\b(all|every|list)\b/i.test(q) ? undefined : /\b(biggest|largest|main|top)\b/i.test(q) ? (/\b(position|holding|investment|stock)\b/i.test(q) ? 1 : 5) : undefined;
    // "what % of my portfolio is in my top 5?": the top five's weight together is the concentration's figure, not the list
    // ("my top 2 positions and their %" is the list, each with its weight).
    if (top !== undefined && TOP_GROUP_SHARE.test(q)) add('concentration');
    else add('holdings', limit === undefined ? {} : { limit });
  }

  // Instruments: compare two or more, else each one's position and/or price.
  // Two instruments named in an ask of their own ("realised gains on apple and exxon") are that ask's, not a comparison.
  if (tickers.length >= 2 && (ASKS.compare.test(q) || /\band\b/i.test(q)) && !calls.some((c) => ['what_if', 'realized_pnl', 'fees'].includes(c.tool))) {
    add('compare', { tickers, period: period ?? '1M' });
  } else if (tickers.length > 0 && !calls.some((c) => ['what_if', 'exposure', 'realized_pnl', 'fees', 'turnover', 'rebalance', 'explain_term'].includes(c.tool) && !(c.tool === 'exposure' && c.args.kind === 'ticker'))) {
    const asksPosition = ASKS.position.test(q) && /\b(my|i|me|own|hold|held|portfolio|position|stake|have)\b/i.test(q);
    const priceOnly = (/\b(price|quote|trading at|trade at|trades at|closed? at|chart)\b/i.test(q) || /\bhow much (is|does|for) (1|one|a|an|each|per)\b/i.test(q)) && !asksPosition;
    // "am I up on it?" asks for the user's own gain (the position), not the instrument's move.
    const asksMove = /\b(mov(e|ed|es|ing)|up|down|change\w*|rall\w*|drop\w*|jump\w*|fell|fall\w*|ris(e|en|ing)|rose|gain(ed)?|lost|trend\w*|done|perform(ed|ing)?|evolved)\b/i.test(q.replace(/\b(am|are) (i|we) (up|down)\b/gi, ' ')) || period !== undefined;
    const on = dateIn(q, ctx.asOf);
    for (const ticker of tickers.slice(0, 3)) {
      const held = e.held.includes(ticker);
      // A held instrument's answer is its position (units, value, weight, P&L, latest price); a move over a period is the price tool's;
      // a day named ("NVDA's close on June 30") is that day's price: the position has no figures of past days.
      // "my Microsoft, worth in pounds": the position with its value in that currency.
      if (!on && (asksPosition || (held && !priceOnly && !asksMove))) add('position', { ticker, ...(holdingInCurrency ? { currency: e.currencies[0] } : {}) });
      if (on) add('price', { ticker, on });
      else if (!held || priceOnly || asksMove) add('price', { ticker, period: period ?? '1M' });
    }
  }

  // Performance of the portfolio over a period; "my portfolio this year?", "how much did I lose last month?" too.
  const unrealizedOnly = /\bunreali[sz]ed\b|\bpaper (gain|loss|profit)/i.test(q) && !e.period;
  // "have I made or lost money overall?": the result on what was paid (the summary's), not a return over a period.
  const overallResult = /\b(made|make|lost|lose)\b.{0,30}\boverall\b/i.test(q) && !/\b(perform\w*|returns?|returned)\b/i.test(q);
  // "anything I traded in the last couple of weeks?" names a period of trades, not of returns.
  // "how much have I deposited in total" ("au total", "insgesamt" arrive as the whole-history period): the flows' period, not a return's.
  const overPeriod = e.period !== undefined && calls.length === 0 && tickers.length === 0 && !ASKS.cashFlows.test(q) && !ASKS.income.test(q) && !/\btrad(e|ed|es|ing)\b/i.test(q) && /\b(portfolio|investments|account|money|my|i|we|overview|summary)\b/i.test(q) && !/\b(worth|value|balance|fees?|news|price)\b/i.test(q) && !ASKS.recent.test(q) && !ASKS.news.test(q) && !/\bsince (i|we) bought\b/i.test(q);
  // "has the euro gained against the dollar?": a rate's move, not the portfolio's.
  const rateMove = calls.some((c) => c.tool === 'fx_rate') && !/\b(my|portfolio|account|investments|holdings)\b/i.test(q);
  // "say Shell goes up 20%, how much do I gain": the what-if's gain, not the portfolio's return.
  const scenario = calls.some((c) => c.tool === 'what_if');
  if ((ASKS.performance.test(q) || overPeriod || benchmark) && !unrealizedOnly && !overallResult && !rateMove && !scenario && tickers.length === 0 && !calls.some((c) => c.tool === 'realized_pnl' && !/\bperform|return/i.test(q))) {
    add('performance', { period: performancePeriod(e.period), ...(e.period && performancePeriod(e.period) !== e.period ? { asked: e.period } : {}), ...(benchmark ? { benchmark: benchmark.name } : {}) });
  }
  // The money-weighted return asked for by name ("my XIRR", "money-weighted return since inception"): the performance
  // tool's MWR, since the first trade unless a period is named.
  if (MONEY_WEIGHTED.test(q) && !ASKS.explain.test(q) && tickers.length === 0) {
    const measured = calls.find((c) => c.tool === 'performance');
    const mwrPeriod = e.period === undefined ? 'SI' : performancePeriod(e.period);
    if (measured) Object.assign(measured.args, { measure: 'mwr', ...(e.period === undefined ? { period: 'SI' } : {}) });
    else add('performance', { period: mwrPeriod, ...(e.period && mwrPeriod !== e.period ? { asked: e.period } : {}), measure: 'mwr' });
  }
  // Income and cash flows from the activity log: "how much dividend income did I get this year?", "how much have I put in?".
  if (ASKS.income.test(q) && !calls.some((c) => c.tool === 'what_if')) add('income', period ? { period } : {});
  if (ASKS.cashFlows.test(q)) add('cash_flows', period ? { period } : {});

  // "how many trades did I do this year?" is the turnover's count, not the list of recent trades.
  if (ASKS.recent.test(q) && tickers.length === 0 && (aboutPortfolio || e.topics.length === 0) && !(calls.some((c) => c.tool === 'turnover') && /\bhow many\b/i.test(q))) add('recent_changes', {});

  // News: the topic's own stories; a timeline when asked how a story developed.
  // A currency the value is asked in ("my account's worth in sterling") is the answer's unit, not a topic of news.
  const wantsNews = ASKS.news.test(q) || (e.topics.length > 0 && calls.length === 0 && !VALUED_IN.test(q)) || (last?.query !== undefined && calls.length === 0);
  // "so far", "from the start" ask for a story's course only when nothing else is asked ("my realized gains so far").
  // A story asked for "since the start" ("depuis le début", "desde el principio" arrive as the whole-history period) is its course too.
  const asksTimeline = (ASKS.timeline.test(q) && (calls.length === 0 || ASKS.timeline.test(q.replace(TIMELINE_WEAK, ' ')))) || (wantsNews && recognized.period === 'SI' && calls.length === 0);
  // The thread's story when the question names nothing new (its instrument carried from the thread is the story's own).
  const threadStory = last?.query !== undefined && e.topics.length === 0 && tickers.every((t) => last.tickers.includes(t));
  if (asksTimeline) {
    add('story_timeline', { query: threadStory ? last.query : q, tickers });
  } else if (wantsNews && !calls.some((c) => c.tool === 'recent_changes') && (calls.length === 0 || ASKS.news.test(q))) {
    const query = last?.query && e.topics.length === 0 && tickers.length === 0 ? last.query : q;
    add('stories', { query, tickers, linkValues: [...e.sectors, ...e.assetClasses, ...e.regions] });
  }

  // "what was the pound worth in dollars?": a rate's worth is not the portfolio's.
  const rateWorth = calls.some((c) => c.tool === 'fx_rate') && !/\b(my|portfolio|account|holdings|investments)\b/i.test(q);
  if ((ASKS.summary.test(q) || WHOLE_OF_OWNED.test(q)) && !rateWorth && !HOLDINGS_BY_RESULT.test(q) && (calls.length === 0 || /\b(overview|summary|summari[sz]e|snapshot|total value|worth|how many holdings|balance|am i (up|down)|up or down|(overall|total|net) (gain|loss|profit)|gains?\s*\/\s*loss|since i bought|(made|lost) money overall|unreali[sz]ed|paper (gain|loss|profit))\b/i.test(q)) && tickers.length === 0) {
    calls.unshift({ tool: 'portfolio_summary', args: {} });
  }
  if (calls.length === 0 && ASKS.performance.test(q)) add('portfolio_summary');
  if (calls.some((c) => c.tool === 'performance') && !COMPARES_WITH.test(q) && /\bhow('s| is| are)\b.{0,30}\b(portfolio|investments|account)\b.{0,10}\b(doing|performing|going)\b|how am i doing/i.test(q)) {
    calls.unshift({ tool: 'portfolio_summary', args: {} });
  }
  // A dividend or interest question is the income tool's alone: its other words ("received", "made", "this year") ask for
  // no return, realized gain or news (a clause of its own, "… and my fees?", is planned on its own: clausesOf).
  if (calls.some((c) => c.tool === 'income')) return calls.filter((c) => c.tool === 'income');
  return calls;
}

/** The profile named by its risk ("my risk profile", "risk tolerance"): not an ask for the risk figures. */
const RISK_PROFILE = /\brisk[- ](profile|tolerance|appetite|level|class)\b/gi;

/** Words that ask for the turnover itself, beside fees ("how often do I trade, and what does it cost me in fees?"). */
const OWN_TURNOVER = /\b(turnover|overtrad\w*|how (often|actively|frequently)|how many trades|churn\w*|bought and sold|buys and sells)\b/i;

/** "and in %?", "in percent?", "¿en porcentaje?": the last figure again, said as a share (a unit, like a currency). */
const IN_PERCENT = /(^|\s)%|\bper ?cent(age)?s?\b|\bpercentages?\b|\b(prozent\w*|pourcentage|pour cent|porcentaje|por ciento)\b/i;

/** "last year" as the planner's words say it, or as the question's own language names the span ("Vorjahr"). */
const PREVIOUS_YEAR = new Set(['last year', 'previous year', 'the previous year', 'prior year', 'the year before', 'letztes jahr', 'letzten jahr', 'vorjahr']);

/** The calendar year before the valuation day's, from its eve (as the year to date starts on 31 December). */
function previousCalendarYear(asOf: string, text: string): DateSpan {
  const year = Number(asOf.slice(0, 4)) - 1;
  return { from: `${year - 1}-12-31`, to: `${year}-12-31`, text };
}

/** "the same period", "over the same stretch": the last turn's period. */
const SAME_PERIOD = /\b((the )?same|that|this) (stretch|period|time ?frame|time ?span|window|span|horizon)\b|\b(the )?same (time|dates|months?|year)\b/i;

/** "my account's worth in euros", "net worth in sterling": a value asked in a currency, not its rate or the exposure to it. */
const VALUED_IN = /\b(worth|value|valued|balance)\b.{0,40}\bin\b/i;

/** A share asked of the top holdings as one group: the share words come before "top" ("what % … is in my top 5"). */
const TOP_GROUP_SHARE = /(%|\b(percent(age)?|share|proportion|how much( of)?|what part))\b.{0,60}\b(top|biggest|largest|main)\b/i;

/** The question without the words of the span it names ("and in June?" → "and ?"). */
function withoutSpan(question: string, e: Entities): string {
  return e.span?.text ? question.replace(e.span.text, ' ') : question;
}

/** What is left of a question that only named a period. */
const PERIOD_ALONE = /^[\s?!.,]*$/;
/** Whether the question names a period and nothing else ("ytd?", "and over the past week?"). */
function periodOnly(question: string): boolean {
  return PERIOD_ALONE.test(question.replace(/\b(ytd|year[- ]to[- ]date|and|what about|how about|on|in|for|to|during|this|last|past|the|over|since|([a-z0-9]+[ -])?(year|month|week|quarter|day)s?|start|beginning|so far)\b/gi, ' '));
}

/** Words that ask for a story's course only in a question that asks nothing else. */
const TIMELINE_WEAK = /\b(so far|from the (start|beginning)|(from )?(the )?(beginning|start) (to|until|till) (now|today|date)|background|sequence|step by step)\b/gi;

/** "holdings?", "my positions", "all my stocks": the list, asked in a word or two. */
const HOLDINGS_ALONE = /^\W*(show |list )?(me )?(my |all (of )?my |all |the )?(holdings|positions|investments|securities|stocks|shares|assets)(,? (please|pls))?\W*$/i;

/**
 * The parts of a question that each ask for something: split at "and", "plus", "also", ";" and "?" when both sides ask.
 * "… and news of Apple": German, French and Spanish read into these words drop the article ("y las noticias" → "and news").
 */
/** A yes/no question whether the book is within its profile ("is my portfolio still in line with my risk profile?"). */
const CHECKS_FIT = /^\W*(is|are|does|do)\b[^?]{0,40}\b(in line with|within|inside|consistent with|in keeping with)\b[^?]{0,20}\bprofile\b/i;

/** "which of my investments are losing money?", "welche meiner Papiere liegen im Minus?": the holdings, each with its result. */
const HOLDINGS_BY_RESULT = /\b(which|what) (of )?(my )?(holdings|positions|investments|stocks|shares|assets|funds)\b.{0,30}\b(losing|making|lost|made|gaining|in the (red|green)|in (the )?(minus|plus|loss|profit)|under ?water|up or down|(are|is) (up|down))\b/i;

/** "the total value of what I own", "what everything I hold adds up to": the book as a whole, not the list of what is in it. */
const WHOLE_OF_OWNED = /\b((value|worth|total) of (what|everything|all)( that)? (do )?(i|we) (own|hold|have)|(what|everything|all)( that)? (i|we) (own|hold|have) (adds?|comes?|amounts?) (up )?to)\b/i;

/** "Il est risqué comment, mon portefeuille ?", "is it risky, my portfolio?": the subject said again after the ask is no ask of its own. */
const SUBJECT_ONLY = /^(my|our|the) (whole |entire )?(portfolio|account|investments|holdings|positions|money)\W*$/i;

function clausesOf(q: string): string[] {
  const parts = q
    .split(/\?|;|\s+(?:and also|and then|plus|also|as well as)\s+|,\s+(?:and\s+)?(?=\S)|\s+and\s+(?=(?:what|how|which|who|is|are|do|does|did|can|could|should|will|would|tell|show|give|explain|why|where|my|the|news|headlines)\b)/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 3 && !SUBJECT_ONLY.test(p));
  return parts.length > 1 && parts.filter((p) => asksOwnThing(p) || ASKS.summary.test(p) || ASKS.holdings.test(p) || HOLDINGS_ALONE.test(p)).length > 1 ? parts : [];
}

/** "What is volatility?", "what's a drawdown": the question is only the term. */
function asksWhatTermIs(asked: string): boolean {
  // The first ask only: "what is volatility, and what is mine?".
  const q = asked.split(/\?|,|;|\s+and\s+/)[0] ?? asked;
  const rest = q.replace(/^\s*(so |and |ok,? )?(what('s| is| are)|whats)\s+(an? |the )?/i, '').replace(/[?.!\s]+$/, '');
  if (rest === q.replace(/[?.!\s]+$/, '')) return false;
  return rest.split(/\s+/).length <= 4 && TERM_WORDS.some(([pattern]) => pattern.test(rest)) && !/\b(my|our)\b/i.test(rest);
}

/** The performance figures exist for 1M, 3M, YTD, 1Y and since the start: a week reads as the month, six months as the year. */
function performancePeriod(period: Entities['period']): string {
  if (period === '1W') return '1M';
  if (period === '6M') return '1Y';
  return period ?? '1Y';
}

/** A pair from what was named: two currencies in the order given; one currency against the base (or, for the base itself, against the dollar or the euro). */
function fxPair(currencies: string[], baseCurrency: string): { base: string; quote: string } {
  const [a, b] = currencies;
  if (a && b) return { base: a, quote: b };
  if (a && a !== baseCurrency) return { base: a, quote: baseCurrency };
  return { base: baseCurrency, quote: baseCurrency === 'USD' ? 'EUR' : 'USD' };
}

function shockTarget(e: Entities, q: string): { kind: 'ticker' | 'sector' | 'region' | 'asset_class' | 'currency' | 'market'; value?: string } {
  if (e.tickers[0]) return { kind: 'ticker', value: e.tickers[0] };
  if (e.currencies[0] && /\b(dollar|euro|pound|sterling|yen|franc|currenc\w*|[A-Z]{3})\b/i.test(q)) return { kind: 'currency', value: e.currencies[0] };
  if (e.sectors[0]) return { kind: 'sector', value: e.sectors[0] };
  const cls = e.assetClasses[0];
  if (cls && !(cls === 'equity' && /\b(stock ?market|the market|markets)\b/i.test(q))) return { kind: 'asset_class', value: cls };
  if (e.regions[0]) return { kind: 'region', value: e.regions[0] };
  return { kind: 'market' };
}

function exposureTarget(e: Entities): { kind: 'currency' | 'region' | 'sector' | 'asset_class'; value: string } | undefined {
  if (e.currencies.length === 1 && e.currencies[0]) return { kind: 'currency', value: e.currencies[0] };
  if (e.sectors[0]) return { kind: 'sector', value: e.sectors[0] };
  if (e.assetClasses[0]) return { kind: 'asset_class', value: e.assetClasses[0] };
  if (e.regions[0]) return { kind: 'region', value: e.regions[0] };
  return undefined;
}

/** Every named target of one kind ("stocks and bonds"): the first is exposureTarget's. */
function sameKindTargets(e: Entities, kind: 'currency' | 'region' | 'sector' | 'asset_class'): string[] {
  if (kind === 'sector') return e.sectors;
  if (kind === 'asset_class') return e.assetClasses;
  if (kind === 'region') return e.regions;
  return [];
}

/** Advice and forecasts: no advice, no prediction, but the facts that bear on the question. */
function factsForPolicy(calls: PlannedCall[], e: Entities, ctx: PlanContext): PlannedCall[] {
  const out = calls.filter((c) => c.tool !== 'portfolio_summary');
  const tickers = e.tickers.slice(0, 3);
  for (const ticker of tickers) {
    if (!out.some((c) => c.tool === 'price' && c.args.ticker === ticker)) out.push({ tool: 'price', args: { ticker, period: '1M' } });
    if (ctx.heldTickers.includes(ticker) && !out.some((c) => c.tool === 'position' && c.args.ticker === ticker)) out.push({ tool: 'position', args: { ticker } });
  }
  const target = exposureTarget(e);
  if (target && tickers.length === 0 && !out.some((c) => c.tool === 'exposure')) out.push({ tool: 'exposure', args: target });
  // A question about the whole portfolio gets its value and its fit first.
  if (tickers.length === 0) out.unshift({ tool: 'portfolio_summary', args: {} }, ...(out.some((c) => c.tool === 'profile_fit') ? [] : [{ tool: 'profile_fit' as const, args: {} }]));
  return out;
}

/** Whether the question asks only for a cause ("why?", "what drove that?", "why did it fall this month?"), naming no ask of its own. */
function asksOnlyCause(question: string): boolean {
  if (!ASKS_CAUSE.test(question)) return false;
  const rest = question.replace(TIME_DEIXIS, ' ').replace(/\b(this|last|past|over the|in the|the)?\s*(year|month|week|quarter|day)s?\b/gi, ' ').replace(CAUSE_WORDS, ' ');
  return rest.replace(/[^\p{L}\d]+/gu, ' ').trim() === '';
}

/** English names of the currencies, for a story search about a rate's move. */
const CURRENCY_NAMES: Record<string, string> = { USD: 'dollar', EUR: 'euro', GBP: 'pound', JPY: 'yen', CHF: 'franc', CAD: 'canadian dollar', AUD: 'australian dollar', CNY: 'yuan' };

/**
 * The cause of the last answer's figures: an instrument's stories (the one a pronoun named, else the last turn's),
 * the book's movers after a figure of the whole book, the same story search after news, the currencies' stories after a rate.
 */
function causeCalls(question: string, last: TurnEntities, named: string[]): PlannedCall[] {
  const calls = last.calls ?? [];
  const instruments = named.length > 0 ? named : [...new Set(calls.filter((c) => ['price', 'position', 'compare', 'what_if'].includes(c.tool)).flatMap((c) => tickersOf(c)))];
  if (instruments.length > 0) return [{ tool: 'stories', args: { query: question, tickers: instruments.slice(0, 3), linkValues: [] } }];
  if (calls.some((c) => c.tool === 'stories' || c.tool === 'story_timeline') && last.query) return [{ tool: 'stories', args: { query: last.query, tickers: [], linkValues: [] } }];
  const rate = calls.find((c) => c.tool === 'fx_rate');
  if (rate) return [{ tool: 'stories', args: { query: [rate.args.base, rate.args.quote].map((code) => CURRENCY_NAMES[String(code)] ?? String(code)).join(' '), tickers: [], linkValues: [] } }];
  if (calls.some((c) => BOOK_LEVEL.has(c.tool))) return [{ tool: 'recent_changes', args: {} }];
  return [];
}

/** A question about the user's own gain or loss on something ("what do I make on it?", "my profit"), not its price; German puts the object first ("was habe ich damit gewonnen" arrives as "what do i own it gain"), Spanish "llevo ganado" arrives as "own gain". */
const OWN_GAIN = /\b(do|did|have|am|will) i (own )?(it |that |with it )?(make|made|making|earn\w*|gain\w*|lose|lost|losing|profit\w*)\b|\bmy (own )?(gain|profit|loss|p&l|pnl)s?\b|\b(am|are) (i|we) (up|down)\b|\bown (gain\w*|made|lost|loss\w*)\b/i;

/** The user's own holding of an instrument named ("my apple shares", "how much Shell have I"). */
const OWN_HOLDING = /\b(my \S+( \S+)? (shares|stocks?|positions?|holdings?|stake|coins?)|how (much|many) .{0,40}\b(have i|do i (have|own|hold)|i (have|own|hold)))\b/i;

/** The last turn's calls again, with whatever this follow-up changed: a ticker, a period, a currency, a dimension. */
function carryOver(previous: PlannedCall[], e: Entities, q: string, held: readonly string[], asOf?: string, baseCurrency?: string): PlannedCall[] {
  const period = e.period;
  const out: PlannedCall[] = [];
  // "and at 25%?" after a what-if: the percentage is the what-if's slot; the other calls beside it take none.
  const percentOnly = e.percent !== undefined && previous.some((c) => c.tool === 'what_if');
  for (const call of percentOnly ? previous.filter((c) => c.tool === 'what_if') : previous) {
    const args = { ...call.args };
    let changed = false;
    // "and what do I make on it?" after a price: the user's own gain on it is the position's (units, value, P&L).
    // "and my apple shares?", "wie viel Shell hab ich?" after a price: the user's own holding of it, the position.
    if (call.tool === 'price' && (OWN_GAIN.test(q) || OWN_HOLDING.test(q))) {
      for (const ticker of (e.tickers.length > 0 ? e.tickers : [call.args.ticker as string]).slice(0, 3)) out.push({ tool: 'position', args: { ticker } });
      continue;
    }
    if (call.tool === 'stories' || call.tool === 'story_timeline') {
      // A new search when the question brings words of its own or other instruments (the same ones, from "it", are no new ask).
      const sameTickers = Array.isArray(call.args.tickers) && e.tickers.length === (call.args.tickers as string[]).length && e.tickers.every((t) => (call.args.tickers as string[]).includes(t));
      if (queryTerms(q.replace(TIME_DEIXIS, ' ')).some(([word]) => (word?.length ?? 0) > 2) || (e.tickers.length > 0 && !sameTickers)) {
        args.query = q;
        args.tickers = e.tickers;
        changed = true;
      }
    }
    if ((call.tool === 'realized_pnl' || call.tool === 'fees') && e.tickers[0]) {
      args.tickers = e.tickers;
      changed = true;
    }
    // "and drawdown?" after "what does volatility mean?": the term named is the one to explain.
    if (call.tool === 'explain_term' && e.terms[0] && e.terms[0] !== args.term) {
      args.term = e.terms[0];
      changed = true;
    }
    // "what was it on 2 Jan?": the same rate or price on that day.
    const on = asOf === undefined ? undefined : dateIn(q, asOf);
    if (on && (call.tool === 'fx_rate' || call.tool === 'price')) {
      args.on = on;
      changed = true;
    }
    // "and since I bought it?" after a held instrument's move: its move since the purchase is the position's own gain.
    if (call.tool === 'price' && period === 'SI' && held.includes(call.args.ticker as string)) {
      for (const ticker of (e.tickers.length > 0 ? e.tickers : [call.args.ticker as string]).slice(0, 3)) out.push({ tool: 'position', args: { ticker } });
      continue;
    }
    // "and over three months?" after a position: its move over that period is the price's.
    if (call.tool === 'position' && period && period !== 'SI') {
      for (const ticker of (e.tickers.length > 0 ? e.tickers : [call.args.ticker as string]).slice(0, 3)) out.push({ tool: 'price', args: { ticker, period } });
      continue;
    }
    if (e.tickers.length > 0 && call.tool !== 'stories' && call.tool !== 'story_timeline') {
      if ('ticker' in args && call.tool !== 'realized_pnl') {
        // "and Apple in euros?" after a position: the new instrument valued in the currency named beside it.
        const currency = call.tool === 'position' && e.currencies.length === 1 ? { currency: e.currencies[0] } : {};
        for (const ticker of e.tickers.slice(0, 3)) out.push({ tool: call.tool, args: { ...args, ticker, ...(period && period !== 'SI' && 'period' in args ? { period } : {}), ...currency } });
        continue;
      }
      if ('tickers' in args && call.tool === 'compare') {
        args.tickers = e.tickers.length >= 2 ? e.tickers : [...(args.tickers as string[]).slice(0, 1), ...e.tickers];
        changed = true;
      }
      if (call.tool === 'what_if') {
        args.target = { kind: 'ticker', value: e.tickers[0] };
        changed = true;
      }
    }
    // "and over the last 12 months only?" after the fees in total: the period goes where the tool takes one, though the last call had none.
    if (period && period !== 'SI' && !('period' in args) && call.tool !== 'position' && takesPeriod(call.tool)) {
      args.period = call.tool === 'performance' ? performancePeriod(period) : period;
      changed = true;
    } else if (period && 'period' in args) {
      if (period === 'SI' && ALL_TIME_WITHOUT_PERIOD.has(call.tool)) {
        // "and since I started?" after the fees this year: no period is the whole record.
        delete args.period;
        changed = true;
      } else if (call.tool === 'performance' || period !== 'SI') {
        args.period = call.tool === 'performance' ? performancePeriod(period) : period;
        if (call.tool === 'performance') {
          if (performancePeriod(period) !== period) args.asked = period;
          else delete args.asked;
        }
        changed = true;
      }
    }
    if (e.currencies.length > 0) {
      if (call.tool === 'fx_rate') {
        if (e.currencies.length >= 2) [args.base, args.quote] = e.currencies;
        // "and usd?" after pounds in euros: another quote; "¿y el euro?" after the pound in the book's own dollars: another rate in dollars.
        else replaceSide(args, e.currencies[0] as string, QUOTE_SIDE.test(q) || args.quote !== baseCurrency ? 'quote' : 'base');
        changed = true;
      } else if (call.tool === 'exposure' || call.tool === 'what_if') {
        if (call.tool === 'exposure') Object.assign(args, { kind: 'currency', value: e.currencies[0] });
        else args.target = { kind: 'currency', value: e.currencies[0] };
        changed = true;
      } else if (call.tool === 'position') {
        // "and in dollars?" after a position: its value said in that currency too.
        args.currency = e.currencies[0];
        changed = true;
      }
    }
    const target = exposureTarget({ ...e, currencies: [] });
    // "and what about my JPMorgan shares?" after an exposure: "shares" is the instrument's kind, not another class asked about.
    const kindOfInstrument = target?.kind === 'asset_class' && e.tickers.length > 0;
    if (target && !kindOfInstrument && (call.tool === 'exposure' || call.tool === 'what_if')) {
      if (call.tool === 'exposure') Object.assign(args, target);
      else args.target = target;
      changed = true;
    }
    if (call.tool === 'what_if' && e.percent !== undefined) {
      const down = DOWN_WORDS.test(q) || ((args.change as number) < 0 && !UP_WORDS.test(q));
      args.change = ((down ? -1 : 1) * Math.abs(e.percent)) / 100;
      changed = true;
    }
    const dimension = matchAll(q, DIMENSION_WORDS)[0];
    if (dimension && call.tool === 'allocation') {
      args.dimension = dimension;
      changed = true;
    }
    if (changed || (e.tickers.length === 0 && !period)) out.push({ tool: call.tool, args });
  }
  return out;
}

/**
 * A new ask of the whole book ("how risky is it overall?") after an answer about one thing (a rate, a price, a story):
 * a switch of topic, so the last answer's calls are not run again beside it.
 */
function switchesToBook(own: PlannedCall[], carried: PlannedCall[]): boolean {
  return own.length > 0 && own.every(aboutBook) && !carried.some(aboutBook);
}

/** A call about the book itself (its value, return, risk, mix, fees…), not about one instrument, rate or term. */
function aboutBook(call: { tool: string }): boolean {
  return (BOOK_LEVEL as ReadonlySet<string>).has(call.tool) && call.tool !== 'fx_rate' && call.tool !== 'explain_term';
}

/** A call with the period put as its tool takes it (the performance's figures exist for some periods only). */
function withPeriod(call: PlannedCall, period: NonNullable<Entities['period']>): Record<string, unknown> {
  if (call.tool !== 'performance') return { ...call.args, period };
  const { asked: _asked, ...args } = call.args;
  return { ...args, period: performancePeriod(period), ...(performancePeriod(period) !== period ? { asked: period } : {}) };
}

/** Tools whose figures without a period are the whole record (the fees, the income, the cash flows, the realized result). */
const ALL_TIME_WITHOUT_PERIOD = new Set<string>(['fees', 'income', 'cash_flows', 'realized_pnl']);

/** "and against the euro?", "and in pounds?": the currency named is the one the rate is quoted in; "and the euro?" is the rate's own currency. */
const QUOTE_SIDE = /\b(against|vs\.?|versus|in|into|to|per)\b/i;
/** A currency named after "against" ("if it dropped 10% against the pound"): the other side of a move, not its subject. */
const COUNTER_CURRENCY = /\b(?:against|vs\.?|versus|relative to)\s+(?:the\s+)?([\w$€£¥]+(?:\s+\w+)?)/gi;

/** A rate with one side replaced; the same currency on both sides swaps them ("and the dollar?" after GBP/USD is USD/GBP). */
function replaceSide(args: Record<string, unknown>, currency: string, side: 'base' | 'quote'): void {
  const other = side === 'base' ? 'quote' : 'base';
  if (args[other] === currency) args[other] = args[side];
  args[side] = currency;
}

/** The currencies a question names only as the other side of a move or a rate. */
function counterCurrenciesIn(question: string): string[] {
  return [...question.matchAll(COUNTER_CURRENCY)].flatMap((m) => currenciesIn(m[1] ?? ''));
}

/** Whether a tool's input has a period (the fees, a price, a rate, the performance…), read from its schema. */
function takesPeriod(tool: string): boolean {
  const shape = (toolByName(tool)?.input as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'period' in shape;
}

/** The entities with a subject from the thread in place of what the question did not name. */
function withSubject(e: Entities, subject: TurnSubject, heldTickers: readonly string[]): Entities {
  if (subject.kind === 'ticker') return { ...e, tickers: [subject.value], held: heldTickers.includes(subject.value) ? [subject.value] : [] };
  if (subject.kind === 'currency') return { ...e, currencies: [subject.value, ...e.currencies.filter((c) => c !== subject.value)] };
  if (subject.kind === 'sector') return { ...e, sectors: [subject.value] };
  if (subject.kind === 'region') return { ...e, regions: [subject.value] };
  return { ...e, assetClasses: [subject.value] };
}

/** Whether the question says what it wants ("and how has it moved?"), rather than only what changed ("and MSFT?"). */
function asksOwnThing(q: string): boolean {
  const { position: _position, summary: _summary, compare: _compare, ...specific } = ASKS;
  // The position's own asks, narrowly: the general position words ("my", "own") say nothing new.
  return Object.values(specific).some((pattern) => pattern.test(q)) || /\b(how (big|large)|size of|worth|my (position|stake|holding))\b/i.test(q);
}

function tickersOf(call: PlannedCall): string[] {
  const a = call.args;
  if (typeof a.ticker === 'string') return [a.ticker];
  if (Array.isArray(a.tickers)) return a.tickers as string[];
  const target = a.target as { kind?: string; value?: string } | undefined;
  if (target?.kind === 'ticker' && target.value) return [target.value];
  if (a.kind === 'ticker' && typeof a.value === 'string') return [a.value];
  return [];
}

/** Tools that answer once per question whatever their arguments (the first call's stand). */
const ONCE = new Set(['stories', 'story_timeline', 'portfolio_summary', 'performance', 'recent_changes']);

function dedupe(calls: PlannedCall[]): PlannedCall[] {
  const seen = new Set<string>();
  return calls.filter((c) => {
    const key = ONCE.has(c.tool) ? c.tool : `${c.tool}:${JSON.stringify(c.args)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Words of a move ("how much has it moved?", "changed", "bougé", "movido" arrive as "changed recently"). */
const MOVE_WORDS = /\b(mov(e|ed|es|ing)|chang(e|ed|es)|changed recently|evolved|performed|gone (up|down)|swung)\b/i;
/** The smallest line asked for (the planner's word for it in every language: understanding/languages/concepts.ts). */
const SMALLEST = /\b(smallest|tiniest)\b/i;
/** The user or the book as the one asked about ("how did I do", "my return"). */
const FIRST_PERSON = /\b(my|our|i|me|we|us|portfolio|account)\b/i;
/** Calls of the book's activity that a follow-up naming instruments narrows to them (their `tickers` filter). */
const TICKER_FILTERED = new Set(['fees', 'realized_pnl']);
/** Calls whose figures are a move over a period (a price, a rate, a comparison). */
const MOVING_TOOLS = new Set(['price', 'fx_rate', 'compare']);

/** A share of the book asked ("what share of that is in pounds?"): an exposure, not a value said in a currency. */
const SHARE_WORDS = /\b(expos\w*|share|percent(age)?|weight|portion|proportion|part|fraction)\b|%/i;

/** How many words a question has (letters only: "¿y en %?" has two). */
function words(question: string): number {
  return (question.match(/\p{L}+/gu) ?? []).length;
}

/** One number alone in a follow-up ("and if it's 50?", "und bei 25?"), not a year, a date or a count of something named after it. */
function bareNumberIn(question: string): number | undefined {
  const numbers = [...question.matchAll(/(?<![\d.,/-])(\d{1,3}(?:[.,]\d+)?)(?![\d.,/-])(\s*\p{L}+)?/gu)];
  if (numbers.length !== 1) return undefined;
  const [, digits, after] = numbers[0] as RegExpMatchArray;
  const value = Number((digits ?? '').replace(',', '.'));
  return after === undefined && value > 0 && value <= 100 ? value : undefined;
}

/** "instead of the dollar" (German, French and Spanish "statt", "au lieu de", "en vez de" arrive as these words): the one replaced. */
const REPLACED = /\binstead of\s+(?:the\s+)?([\w$€£¥]+(?:\s+\w+)?)/i;

/** The entities without the currency or instrument the question says it replaces. */
function withoutReplaced(e: Entities, question: string): Entities {
  const replaced = REPLACED.exec(question)?.[1];
  if (!replaced) return e;
  const currencies = currenciesIn(replaced);
  const others = e.currencies.filter((c) => !currencies.includes(c));
  return others.length > 0 ? { ...e, currencies: others } : e;
}
