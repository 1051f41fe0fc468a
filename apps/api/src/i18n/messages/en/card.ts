/** English sentences of the insight card (ICU MessageFormat). Figures arrive formatted; `none` marks an absent optional part. */
export const card = {
  'card.market.title': 'Market context',
  'card.market.lead':
    'In the last {days} days, {count, plural, one {one news story was} other {# news stories were}} about what you own{holdings, select, none {} other {; between them they bear on {whole, select, yes {every holding you own} other {{holdings, plural, one {one holding} other {# holdings}} worth {share} of your portfolio}}}}.{count, plural, one {} other { {shown, plural, one {The one that matters most:} other {The # that matter most:}}}}',
  'card.market.nothing': 'None of the news we follow in the last {days} days was about your holdings.',
  'card.market.last_exposed': 'The latest story about them:',
  'card.market.latest_overall': 'The latest story in the news we follow:',
  'card.market.no_news': 'No market news is available yet.',

  'card.positions.title': 'Your positions',
  'card.positions.closed':
    'The portfolio holds nothing today. Its activity log shows a realized {direction, select, loss {loss} other {gain}} of {realized} on sales, {income} of income after tax withheld ({dividends} in dividends, {withheld} of it withheld at source, and {interest} in interest), {costs} paid in fees and taxes outside trades, and net invested capital of {invested} ({from, select, deposits {deposits less withdrawals} other {purchases less sales}}).',
  'card.headline.closed': 'This portfolio holds nothing today; its activity log shows what it realized and earned.',
  'card.positions.empty': 'The portfolio holds nothing yet, so there is nothing to analyse.',
  'card.positions.none_valued': 'None of the holdings could be valued, so no figure can be given.',
  'card.positions.lead': 'Your portfolio is worth **{value}** across {count, plural, one {# holding} other {# holdings}}, at prices as of {date}.',
  'card.positions.unrealized':
    'Against what you paid, your holdings show an unrealized {direction, select, loss {loss} other {gain}} of {amount}{ratio, select, none {} other { ({ratio})}}{prices, select, none {.} other {: {prices} from prices and {currencies} from exchange rates.}}',
  'card.positions.no_split':
    'No purchase date is recorded for {tickers}, so {count, plural, one {its result} other {their results}} cannot be split between what prices and exchange rates did{split, select, yes { (counted under prices above)} other {}}.',
  'card.positions.performance':
    'Over {period} it returned **{twr}**{benchmark, select, none {} other {, against {benchmark} for {name, select, none {its benchmark} other {the {name}}}}}{basis, select, current_holdings { (assuming today’s holdings were held throughout)} other {}}.',
  'card.positions.activity':
    'From your trade log: {realized, select, none {} other {your sales realized a {direction, select, loss {loss} other {gain}} of {realized}; }}{fees, select, none {} other {you paid {fees} in fees over the last 12 months; }}{turnover, select, none {{trades, plural, =0 {no trades in the last 12 months.} one {# trade in the last 12 months.} other {# trades in the last 12 months.}}} other {{trades, plural, one {# trade} other {# trades}} in the last 12 months replaced {turnover} of the portfolio.}}',
  'card.positions.stress':
    'In a broad sell-off ({shocks}), the portfolio would lose about {loss} ({ratio} of its value){contributor, select, none {} other {, most of it from {contributor}}}.',
  'card.positions.stress_none': 'It holds no equities, crypto or commodities, so a stock-market sell-off would leave its value largely unchanged.',

  'card.profile.assumed_name': 'balanced (assumed)',
  'card.profile.class': '{label} {weight} (target {band}{status, select, above {, above} below {, below} other {}})',
  'card.profile.assumed': 'No risk profile is recorded, so the fit cannot be judged; the flags above use the ranges for a balanced investor: {classes}.',
  'card.profile.given':
    'Risk profile: {tolerance}{horizon, select, none {} other {, {horizon}-year horizon}}{shifted, select, none {} other { (the short horizon means the ranges of the {shifted} profile apply)}}. {outside, plural, =0 {The asset mix fits} one {One asset class is outside its range} other {# asset classes are outside their ranges}}: {classes}.',

  'card.finding.asset_class':
    '{label}: {weight} of the portfolio, {status, select, above {above} other {below}} the {band} target range for your {profile} profile.',
  'card.finding.single': '**{ticker}** alone is {weight} of the portfolio, above the {limit} a single holding should stay under for your {profile} profile.',
  'card.finding.diversification':
    '{ticker, select, none {} other {Largest holding **{ticker}** at {weight}{top5, select, none {.} other {; the top five make up {top5}.}} }}Spread-wise, your {count, plural, one {# holding behaves} other {# holdings behave}} like {effective} of equal size.',
  'card.finding.sector': 'The {label} sector is {weight} of the portfolio, above the {limit} limit for one sector.',
  'card.finding.region': '{label} is {weight} of the portfolio, above the {limit} limit for one region.',
  'card.finding.currency': '{weight} is held in currencies other than {base} ({currencies}), above the {limit} limit.',
  'card.finding.loss': '**{ticker}** is {ratio} on what you paid (a loss of {amount}) and weighs {weight}.',
  'card.finding.risk':
    'Over the past year, today’s holdings swung with an annualized volatility of {volatility}{above, select, yes { (above the {limit} that suits your {profile} profile)} other {}}; the largest fall from a peak was {drawdown}.',

  'card.unpriced': 'Not valued, so left out of every figure rather than guessed: {holdings}.',
  'card.unpriced.unknown_ticker': '**{ticker}** (unknown ticker, no market data)',
  'card.unpriced.missing_price': '**{ticker}** (no price on or before the valuation day)',
  'card.unpriced.missing_fx': '**{ticker}** (no exchange rate to the base currency)',
  'card.warning.unknown_ticker': '{ticker}: no market data for this ticker; left out of the analysis.',
  'card.warning.missing_price': '{ticker}: no price on or before the valuation day; left out of the analysis.',
  'card.warning.missing_fx': '{ticker}: no exchange rate to the base currency; left out of the analysis.',
  'card.headline.no_holdings': 'Nothing is valued in this portfolio yet, so there is nothing to weigh up: add holdings to see what matters here.',
  'card.headline.story':
    '**{title}**: {headline} ({date}){marker}. It bears directly on {tickers}{more, plural, =0 {} one { and # more} other { and # more}}, {share} of your portfolio.',
  'card.headline.within_profile': 'Nothing in this portfolio is outside the ranges for your {profile} profile today.',
  'card.positions.stale_prices':
    '{count, plural, one {One holding} other {# holdings}} ({tickers}), worth {value} or {share} of the portfolio, {count, plural, one {is} other {are}} valued at a price older than usual for {count, plural, one {its} other {their}} market.',
  'card.income.dividends': '{amount} in dividends{withheld, select, none {} other { ({withheld} of it withheld at source)}}',
  'card.income.interest': '{amount} in interest',
  'card.positions.income':
    '{period, select, none {Since the first activity} other {Over {period}}} {net, select, none {it paid {costs} in fees and taxes outside trades.} other {it earned **{net}** of income after tax withheld: {parts}{costs, select, none {} other {; {costs} went on fees and taxes outside trades}}.}}{income, select, none {} other { Income made up {income} of the {total} total return, prices {prices}.}}',
  'card.positions.cash': 'With the {cash} of cash your activity log leaves, the portfolio’s total is **{total}**.',
} as const satisfies Record<string, string>;
