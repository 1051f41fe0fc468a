/** Plain-words explanations of the terms the card and the chat use (ICU MessageFormat). */
export const glossary = {
  'glossary.volatility':
    '**Volatility** is how much a value typically swings. An annualized volatility of 15% means that in a normal year the value moves up or down by about 15% around its trend; higher means a bumpier ride.',
  'glossary.drawdown': 'A **drawdown** is a fall from a previous high to a later low. The largest one over a period shows the worst loss an investor who bought at the top would have sat through.',
  'glossary.effective_holdings':
    'The **effective number of holdings** says how many equally sized holdings would be as diversified as yours (1 ÷ the sum of the squared weights). Ten holdings where one is 90% behave like about one.',
  'glossary.diversification': '**Diversification** means spreading money over holdings that do not all move together, so that one bad result cannot sink the whole portfolio. It lowers the risk without giving up the return of any one market.',
  'glossary.concentration': '**Concentration** is how much of the portfolio sits in a few holdings. A concentrated portfolio depends heavily on how those few do.',
  'glossary.band':
    'A **target range** (band) is the share of the portfolio an asset class should stay within for a risk profile, for example 25–45% in bonds for a balanced investor. Outside it, the portfolio carries more or less risk than the profile intends.',
  'glossary.allocation': '**Allocation** is how the portfolio is split, for example between shares, bonds and cash, or by region, sector or currency.',
  'glossary.exposure': '**Exposure** is the share of the portfolio that a move in something (a currency, a sector, a company) would affect.',
  'glossary.unrealized_pnl': '**Unrealized profit or loss** is what a holding has gained or lost against what you paid for it, as long as you still hold it. It becomes realized when you sell.',
  'glossary.realized_pnl': '**Realized profit or loss** is what your sales have actually locked in: the sale price against what you paid for the units sold.',
  'glossary.cost_basis': 'The **cost basis** is what you paid per unit of a holding; gains and losses are measured against it.',
  'glossary.fifo': '**First in, first out (FIFO)** matches each sale with the oldest units still held, to work out which purchase price a sale is measured against.',
  'glossary.turnover':
    '**Turnover** is how much of the portfolio was replaced by trading over a year: the smaller of what was bought and what was sold, against the portfolio’s value. 100% means the whole portfolio changed once.',
  'glossary.fees': '**Trading fees** are what trades cost on top of the price (commissions). As a share of the value traded they show how costly trading has been.',
  'glossary.stress_test':
    'A **stress test** asks what a broad sell-off would cost: here shares fall 20%, crypto 50% and commodities 10%, with bonds and cash flat. It is a what-if, not a forecast.',
  'glossary.rebalancing': '**Rebalancing** means trading back to your target mix after markets have moved it, selling some of what grew too large to buy what fell below its range.',
  'glossary.benchmark':
    'A **benchmark** is what a portfolio is compared with: a mix of broad market funds at your profile’s target mix (or the one your provider set). Beating it means doing better than simply holding that mix.',
  'glossary.time_weighted_return':
    'The **time-weighted return** measures how the investments themselves did, leaving out the effect of deposits and withdrawals (money you added or took out). It is the fair figure for comparing with a benchmark.',
  'glossary.money_weighted_return':
    'The **money-weighted return** measures what your money earned, including when you added or withdrew it: buying just before a rise raises it, buying just before a fall lowers it.',
  'glossary.fixed_income': '**Fixed income** means bonds and bond funds: loans to governments or companies that pay interest. They usually swing less than shares.',
  'glossary.etf': 'An **ETF** (exchange-traded fund) is a fund traded like a share. Most follow an index, such as the world’s largest companies, so one ETF can hold hundreds of companies or bonds at a low cost.',
  'glossary.exchange_rate': 'An **exchange rate** says how much of one currency one unit of another buys, for example 1 EUR = 1.19 USD.',
  'glossary.currency_effect':
    'The **currency effect** is the part of a gain or loss that comes from exchange rates, not from the holding’s own price: a US share held in euros gains when the dollar strengthens.',
  'glossary.risk_profile': 'Your **risk profile** (from conservative to aggressive, with your horizon) sets how much risk the portfolio should carry and so its target ranges.',
  'glossary.stale_data': '**Stale data** means the newest news or prices behind an answer are older than you might expect; figures are correct as of their date, not today.',
  'glossary.total_return':
    'The **total return** is what prices did plus the income the holdings paid you (dividends after tax withheld at source, and interest). A price return alone leaves out the dividends, so for a dividend-paying portfolio it understates how it did.',
  'glossary.dividend_yield_on_cost':
    'The **dividend yield on cost** is a year’s dividends from a holding divided by what you paid for it. It shows what your own money earns in income, which can differ from the yield at today’s price.',
  'glossary.withholding_tax':
    '**Withholding tax** is tax the country where a company is based keeps back from its dividend before you receive it. It is part of the gross dividend; depending on tax treaties you may be able to reclaim some of it.',
  'glossary.net_invested':
    '**Net invested** is the money you have put in less what you have taken out: deposits less withdrawals, or, when no deposits are recorded, purchases less sales. Comparing the value with it shows what the portfolio has made.',
  'glossary.sharpe_ratio':
    'The **Sharpe ratio** is the return above a risk-free rate (such as a savings account’s) divided by the volatility: how much return each unit of risk has earned. Higher is better; it lets you compare portfolios that swing differently. It is not calculated here for your portfolio, but its two parts are: the return and the volatility.',
} as const satisfies Record<string, string>;
