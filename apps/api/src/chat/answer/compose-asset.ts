import { label, money, pct, signedMoney, signedPct } from '../../insight/analytics/format.js';
import { bulletList, followUps, storyLine, type ComposedAnswer } from './compose-shared.js';
import type { AnswerFacts, AssetFacts } from './facts.js';

/** Asset questions, held or not: what is happening to it, its price, and its weight and P&L here. */
export function composeAssetAnswer(facts: AnswerFacts): ComposedAnswer {
  const paragraphs: string[] = [];
  const currency = facts.analytics.baseCurrency;
  for (const asset of facts.assets) {
    const position = positionText(asset, currency);
    const market = marketText(asset);
    // "How much of my portfolio is it?" leads with the position; "what is happening to it?" with the market.
    paragraphs.push(...(facts.understanding.asksPosition ? [position, market] : [market, position]).filter((p) => p.length > 0));
  }
  if (facts.stories.length > 0) {
    paragraphs.push(`In the news:\n${bulletList(facts.stories.map((s) => storyLine(s, facts.citations)))}`);
  } else {
    const names = facts.assets.map((a) => a.ticker).join(', ');
    paragraphs.push(`I have no stored sources about ${names} or its sector up to ${facts.asOf}, so I cannot say why it moved.`);
  }
  const first = facts.assets[0];
  const ticker = first?.ticker ?? '';
  return {
    paragraphs,
    followUps: followUps(
      first?.position ? `How much of my portfolio is ${ticker}?` : `How would ${ticker} fit my portfolio's allocation?`,
      'Is my portfolio too concentrated?',
      first?.instrument ? `What is happening in ${label(first.instrument.sector)}?` : 'What is happening in the markets?',
    ),
    entities: { tickers: facts.assets.map((a) => a.ticker), topics: facts.understanding.topics },
  };
}

function marketText(asset: AssetFacts): string {
  const i = asset.instrument;
  if (!i) return `I have no market data for **${asset.ticker}**, so I cannot give its price or news.`;
  if (!asset.latest) return `**${i.name} (${asset.ticker})**, ${label(i.assetClass)} in ${label(i.sector)}: no stored price.`;
  const moves: string[] = [];
  if (asset.change1m !== null) moves.push(`${signedPct(asset.change1m)} over a month`);
  if (asset.change12m !== null) moves.push(`${signedPct(asset.change12m)} over 12 months`);
  return `**${i.name} (${asset.ticker})**, ${label(i.assetClass)} in ${label(i.sector)}, closed at ${money(asset.latest.close, i.currency)} on ${asset.latest.date}${moves.length > 0 ? ` (${moves.join(', ')})` : ''}.`;
}

function positionText(asset: AssetFacts, currency: string): string {
  const p = asset.position;
  if (!p) {
    return asset.heldUnpriced
      ? `You hold ${asset.ticker}, but without a stored price I cannot value it or give its weight.`
      : `You do not hold ${asset.ticker} in this portfolio, so it is 0% of it.`;
  }
  const pnl = p.pnl && p.pnl.costBase > 0 ? ` Unrealized P&L: ${signedMoney(p.pnl.total, currency)} (${signedPct(p.pnl.total / p.pnl.costBase)}).` : ' No cost basis is recorded, so its P&L is unknown.';
  return `You hold ${p.quantity} ${asset.ticker} worth **${money(p.value, currency)}**, **${pct(asset.weight ?? 0)}** of your portfolio.${pnl}`;
}
