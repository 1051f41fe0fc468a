/**
 * English sentences of the insight tools (ICU MessageFormat). Figures arrive formatted. An optional
 * part arrives as `none` when absent: `{ratio, select, none {} other {…}}`.
 */
export const tools = {
  'tool.unpriced': 'Not valued, so left out of every figure rather than guessed: {tickers} (no market data or price).',

  'tool.summary.empty': 'This portfolio holds nothing yet, so there is nothing to analyse. Once it has holdings, I can describe them.',
  'tool.summary.none_valued': 'None of the holdings could be valued: there is no market data or price for {tickers}. I will not guess prices.',
  'tool.summary.value': 'Your portfolio is worth **{value}** across {count, plural, one {# holding} other {# holdings}}, at prices as of {date}.',
  'tool.summary.unrealized':
    'On what you paid, that is an unrealized {direction, select, loss {loss} other {gain}} of **{amount}**{ratio, select, none {} other { ({ratio})}}, not yet locked in by selling.',
  'tool.summary.derived_cost': 'The purchase cost of {tickers} is derived from the activity log (first in, first out), since {count, plural, one {its holding states} other {their holdings state}} none.',
  'tool.summary.without_cost': 'No purchase price is recorded for {tickers}, so {count, plural, one {its} other {their}} gain or loss is unknown.',
  'tool.summary.largest': 'The largest holding is {ticker} at {weight} of the portfolio.',

  'tool.holdings.top': '{shown, plural, one {Your largest holding (of {count}):} other {Your # largest holdings (of {count}):}}',
  'tool.holdings.all': '{count, plural, one {Your one holding:} other {All # of your holdings, largest first:}}',
  'tool.holdings.line': '**{ticker}** ({name}): {count, plural, one {{quantity} unit} other {{quantity} units}} worth {value}, {weight} of the portfolio',
  'tool.holdings.together': 'Together they make up {weight} of the portfolio.',

  'tool.position.unknown':
    'I have no market data for **{ticker}**, so I cannot give its price or news.{held, select, yes { You hold {quantity} {ticker}, but without a price it cannot be valued and is left out of every figure.} other {}}',
  'tool.position.held': 'You hold {quantity} {ticker}, worth **{value}**: **{weight}** of your portfolio.',
  'tool.position.pnl': 'That is an unrealized {direction, select, loss {loss} other {gain}} of {amount}{ratio, select, none {} other { ({ratio})}} on what you paid.',
  'tool.position.in_currency': 'In {currency} that is **{value}**, at the latest stored rate.',
  'tool.position.no_rate': 'No exchange rate to {currency} is stored, so I cannot give its value in {currency}.',
  'tool.position.no_cost': 'No purchase price is recorded for it, so its gain or loss is unknown.',
  'tool.position.held_unpriced': 'You hold {quantity} {ticker}, but without a stored price I cannot value it or give its weight.',
  'tool.position.not_held': 'You do not hold {ticker} in this portfolio (0% of it).',
  'tool.position.price': '{name} closed at {price} on {date}{change, select, none {} other { ({change} over the past month)}}.',
  'tool.position.no_price': 'There is no stored price for {name} up to today.',

  'tool.price.unknown': 'I have no market data for **{ticker}**, so I cannot give its price or its moves.',
  'tool.price.result':
    '{name} closed at **{price}** on {date}{change, select, none {.} other {: **{change}** over {period}{start, select, none {} other {, from {start}}}.}}',

  'tool.price.on': '{name} closed at **{price}** on {date}{same, select, yes {.} other { (the last close on or before {asked}).}}',
  'tool.compare.held': 'You hold {value} of {ticker} ({weight} of the portfolio).',
  'tool.compare.not_held': 'You do not hold {ticker}.',
  'tool.compare.verdict': 'Over {period}, {best} did best ({bestChange}) and {worst} did worst ({worstChange}).',

  'tool.concentration.top': '{top5, select, none {Your holdings are {holdings}.} other {Your largest holdings are {holdings}; the top five make up {top5} of the portfolio.}}',
  'tool.concentration.effective':
    'Spread-wise, it behaves like **{effective}** equally sized holdings (of {count} you hold): the lower that number, the more a single holding can move the whole.',
  'tool.concentration.above_limit': '{ticker} alone is {weight}, above the {limit} that a single holding should stay under for your profile.',
  'tool.concentration.within_limit': 'No single stock or coin is above {limit}, the most one holding should weigh for your profile.',

  'tool.allocation.head': 'How your portfolio is split by {dimension}:',
  'tool.allocation.line': '{label}: {weight} ({value})',
  'tool.allocation.line_band':
    '{label}: {weight}{value, select, none {} other { ({value})}}; target range {band}{status, select, above { — **above** it} below { — **below** it} other { — inside it}}',
  'tool.allocation.bands_assumed': 'No risk profile is recorded, so these ranges are the ones for a balanced investor; set a profile for a real check.',
  'tool.allocation.bands_from': 'The target ranges are those of the {tolerance} risk profile.',

  'tool.exposure.none':
    '{kind, select, base_currency {None of your holdings is priced in {subject}, your base currency.} ticker {You do not hold {subject}: no exposure to it.} other {None of your holdings is in {subject}: no exposure to it.}}',
  'tool.exposure.total':
    '{kind, select, currency {Holdings priced in {subject} make up **{weight}** of your portfolio ({amount}).} base_currency {Holdings priced in {subject}, your base currency, make up **{weight}** of your portfolio ({amount}).} ticker {{subject} is **{weight}** of your portfolio ({amount}).} other {Your exposure to {subject} is **{weight}** of the portfolio ({amount}).}}',
  'tool.exposure.drivers': '{count, plural, one {All of it is {only}.} other {It comes from {drivers}{more, plural, =0 {} one { and one more} other { and # more}}.}}',
  'tool.exposure.limit':
    'That is {above, select, yes {**above**} other {within}} the {limit} that {assumed, select, yes {a balanced profile (assumed: none is recorded)} other {your {profile} risk profile}} allows {kind, select, sector {in one sector} region {in one region} currency {in currencies other than your own} asset_class {in this asset class} other {in a single holding}}.',

  'tool.what_if.market': 'the stock market (every equity holding)',
  'tool.what_if.none':
    'A {move} {direction, select, fall {fall} other {rise}} in {subject} would not change your portfolio’s value: {reason, select, base_currency {it is your base currency.} other {you hold nothing affected by it.}}',
  'tool.what_if.result':
    'If {subject} {direction, select, fall {fell} other {rose}} by {move}, your portfolio would {outcome, select, lose {lose} other {gain}} about **{amount}**{ratio, select, none {} other { ({ratio} of its value)}}, to about {after}. Holdings affected: {tickers}. Everything else held steady in this sum; it is a what-if, not a forecast.',

  'tool.rebalance.within': 'Every asset class is inside its target range, so nothing needs rebalancing.',
  'tool.rebalance.assumed': 'No risk profile is recorded, so the ranges used are the balanced ones.',
  'tool.rebalance.off': 'Your {label} share, {weight}, is {status, select, above {above} other {below}} its target range of {band}.',
  'tool.rebalance.classes_head': 'Where each asset class stands against its target range:',
  'tool.rebalance.trades_head': 'Trades that would bring every class back inside its range (what is sold pays for what is bought):',
  'tool.rebalance.trade':
    '{side, select, buy {Buy} other {Sell}} {quantity, select, none {} other {{quantity} }}{what} for about {amount}',
  'tool.rebalance.class_trade': '{side, select, buy {Add about {amount} to {label}} other {Take about {amount} out of {label}}}',
  'tool.rebalance.not_advice': 'This is arithmetic on your target ranges, not a recommendation: taxes and costs of trading are not included.',

  'tool.activity.no_log': 'No trades are recorded for this portfolio, so I cannot say anything about trading, fees or realized results.',
  'tool.income.not_recorded': 'No dividends or interest are recorded for this portfolio: its activity log has no payouts, so I cannot say what it has paid you. I can tell you its value, its return, its holdings and the fees on its trades.',
  'tool.income.none': 'The activity log records no dividends or interest{period, select, other { over {period}} none {}}.',
  'tool.income.result':
    'Income{period, select, none {} other { over {period}}}: {net} after tax withheld — {dividends} in dividends ({withheld} of it withheld at source) and {interest} in interest.',
  'tool.income.by_holding': 'Dividends by holding: {holdings}.',
  'tool.cash_flows.result':
    '{period, select, none {Since the first activity} other {Over {period}}}: {deposits} deposited, {withdrawals} withdrawn, {costs} paid in fees and taxes outside trades. Net invested capital since the first activity: {invested} ({from, select, deposits {deposits less withdrawals} other {purchases less sales, as the log reports no cash}}).',
  'tool.fees.result':
    'You have paid **{total}** in trading fees over {count, plural, one {# recorded trade} other {# recorded trades}}, {last12m} of it in the last 12 months{ratio, select, none {.} other {. That is {ratio} of the {notional} you traded.}}',
  'tool.fees.asked':
    'Fees on {tickers, select, none {your} other {your {tickers}}} trades{period, select, none {} other { over {period}}}: **{amount}** ({count, plural, one {# trade} other {# trades}}).',
  'tool.turnover.none_12m': 'None of your {count, plural, one {# recorded trade} other {# recorded trades}} falls in the last 12 months.',
  'tool.turnover.result':
    'In the last 12 months you made {count, plural, one {# trade} other {# trades}}: you bought {bought} and sold {sold}.{ratio, select, none {} other { Turnover (the smaller of the two, against today’s value) is **{ratio}**: the share of the portfolio that was replaced.}}',
  'tool.realized.no_sells': 'None of your {count, plural, one {# recorded trade} other {# recorded trades}} is a sale, so nothing has been realized yet.',
  'tool.realized.total':
    'Your sales have realized a {direction, select, loss {loss} other {gain}} of **{amount}** over {count, plural, one {# sale} other {# sales}} (first in, first out: each sale is matched with the oldest purchase; fees not included).',
  'tool.realized.window': 'Over {period}, your sales{tickers, select, none {} other { of {tickers}}} realized a {direction, select, loss {loss} other {gain}} of **{amount}** ({count, plural, one {# sale} other {# sales}}).',
  'tool.realized.line': '{ticker}: {amount}',
  'tool.realized.ticker': 'Your sales of {ticker} realized a {direction, select, loss {loss} other {gain}} of **{amount}** (first in, first out; fees not included).',
  'tool.realized.ticker_none': 'You have not sold any {ticker} according to the trade log, so nothing is realized on it.',
  'tool.realized.unmatched': 'Sales of {tickers} exceed the purchases recorded, so part of {count, plural, one {its} other {their}} cost, and result, is unknown.',

  'tool.risk.volatility':
    'Over the past year, today’s holdings would have swung with an annualized volatility of **{volatility}** (a typical yearly swing of the value, up or down).',
  'tool.risk.drawdown': 'The largest fall from a peak (drawdown) was {drawdown}, from {from} to {to}.',
  'tool.risk.no_drawdown': 'Their combined value never fell from a high over that time.',
  'tool.risk.no_history': 'There is not enough price history to measure how much the value swings.',
  'tool.risk.stress':
    'In a broad sell-off ({shocks}, bonds and cash flat) the portfolio would lose about **{loss}**{ratio, select, none {} other { ({ratio} of its value)}}{contributor, select, none {} other {, most of it through {contributor}}}.',
  'tool.risk.stress_none': 'It holds no equities, crypto or commodities, so a stock-market sell-off would leave its value largely unchanged.',
  'tool.risk.excluded': 'Left out of the swing figures for lack of price history: {tickers}.',

  'tool.fit.assumed': 'No risk profile is recorded for this portfolio, so I compared it with the ranges for a balanced investor; set a profile for a real check.',
  'tool.fit.profile':
    'Your risk profile is **{tolerance}**{horizon, select, none {} other {, with a horizon of {horizon} years}}{shifted, select, none {} other { (the short horizon means the ranges of the {shifted} profile apply)}}.',
  'tool.fit.all_within': 'Every asset class is inside its target range.',
  'tool.fit.outside': '{count, plural, one {One asset class is} other {# asset classes are}} outside {count, plural, one {its target range} other {their target ranges}}:',

  'tool.fx.unknown': 'I have no stored exchange rate between {base} and {quote}.',
  'tool.fx.result':
    'One {base} buys **{rate} {quote}** (rate of {date}){change, select, none {.} other {: {base} is {direction, select, stronger {up} weaker {down} other {unchanged}} **{change}** against {quote} over {period}{start, select, none {} other {, from {start}}}.}}',

  'tool.stories.none': 'I have no news on that up to today, so I cannot say what is happening there without guessing.',
  'tool.stories.head_query': 'What the news we follow says:',
  'tool.stories.head_portfolio': 'The latest news that touches your holdings:',
  'tool.stories.head_latest': 'None of the news we follow touches your holdings lately; the latest stories overall:',
  'tool.stories.line': '**{title}** ({status}): on {date}, {headline}{marker}.{change, select, none {} other { {change}}}{holdings, select, none {} other { {holdings}}}',
  'tool.stories.change': '{entity}: {attribute} went from {from} to {to}.',
  'tool.stories.touches': 'Touches your {tickers}{share, select, none {} other { ({share} of your portfolio)}}.',
  'tool.timeline.head': 'How **{title}** developed ({shown, plural, one {the latest development} other {the latest #}} of {count}):',
  'tool.timeline.line': '{date}: {headline}{marker}',

  'tool.recent.trades': '{count, plural, one {One trade} other {# trades}} in the last {days} days: {trades}.',
  'tool.recent.trade': '{side, select, buy {bought} other {sold}} {quantity} {ticker} on {date}',
  'tool.recent.no_trades': 'No trades were recorded in the last {days} days, so what changed is prices and the news.',
  'tool.recent.moves': 'Biggest price moves among your holdings over the past month: {moves}.',
  'tool.recent.stories_head': 'News that touched your holdings lately:',
  'tool.recent.no_stories': 'None of the news we follow touched your holdings in the last {days} days.',

  'tool.performance.nearest': 'I keep returns for the past month, the past three months, this year, the past year and since your first trade, not for {asked}; here is {period}.',
  'tool.span.no_data': 'I have no data for {period}: it starts before the history I can value, so I give no figure for it rather than one for other days.',
  'tool.performance.unknown': 'I cannot give a return for {period}.',
  'tool.performance.result':
    '{when, select, 1W {Over the past week} 1M {Over the past month} 3M {Over the past three months} 6M {Over the past six months} YTD {This year} 1Y {Over the past year} span {From {from} to {to}} other {Since your first trade}} your portfolio is {direction, select, down {down} other {up}} **{twr}**{benchmark, select, none { (its time-weighted return).} other {: a return {relation, select, ahead {ahead of} behind {behind} other {level with}} your benchmark’s **{benchmark}** ({label}).}}',
  'tool.performance.value_change': 'Its value changed by {amount}, including any money added or taken out.',
  'tool.performance.basis_log': 'The return is time-weighted from your trade log, so money added or taken out does not count as gain or loss.',
  'tool.performance.basis_holdings': 'This assumes today’s holdings were held throughout (no trade log explains them), so it shows how they did, not what you earned.',
  'tool.performance.mwr':
    '{when, select, 1M {Over the past month} 3M {Over the past three months} YTD {This year} 1Y {Over the past year} span {From {from} to {to}} other {Since your first trade}} your money-weighted return (XIRR) is **{mwr}**{annualized, select, yes { a year} other {}}: what your money earned, counting when you put it in or took it out.',
  'tool.performance.mwr_twr': 'Your time-weighted return, which leaves that timing out, is {twr}.',
  'tool.performance.mwr_unknown': 'I cannot give a money-weighted return for {period}.',
  'tool.risk.limit': 'That is {above, select, yes {**above**} other {within}} the {limit} that {assumed, select, yes {a balanced profile (assumed: none is recorded)} other {your {profile} risk profile}} allows.',
  'tool.compare.own_gains': 'For you, {best} has done better: {bestGain} on what you paid for it, against {worstGain} on {worst} (unrealized: not yet locked in by selling).',
  'tool.stale_close_age':
    'That close is {weeks, plural, =0 {{days, plural, one {# day} other {# days}}} one {# week} other {# weeks}} old: older than usual for its market.',
  'tool.stale_close':
    '{tickers, select, none {Priced} other {{tickers} {count, plural, one {is} other {are}} priced}} at the close of {date}, {weeks, plural, =0 {{days, plural, one {# day} other {# days}}} one {# week} other {# weeks}} old: older than usual for {count, plural, one {its} other {their}} market.',
} as const satisfies Record<string, string>;
