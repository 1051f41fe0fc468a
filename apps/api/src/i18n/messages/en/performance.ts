/** English messages of the performance area (ICU MessageFormat). */
export const performance = {
  'performance.period.name':
    '{period, select, m1 {the last month} m3 {the last three months} ytd {this year so far} y1 {the last year} other {the whole history}}',
  'performance.method':
    'Time-weighted return shows how the investments themselves did, whatever money was added or taken out and when. Money-weighted return (XIRR) also counts the timing and size of that money: it is a yearly rate for periods over a year, otherwise the return over the period. Fees count as money paid that bought nothing, so they lower both.',
  'performance.total.method':
    'Returns are total returns: what prices did plus the income received (dividends after tax withheld at source, and interest). The income part is each day’s income over the money at work, linked day by day like the contributions; the price part is the rest, so the two add up to the total. Fees and taxes paid outside trades lower the return.',
  'performance.cash.reported':
    'Your activity log reports cash (deposits and withdrawals), so the value includes the cash balance in each currency, converted to {currency}; only deposits, withdrawals and transferred positions count as money added or taken out.',
  'performance.cash.notReported':
    '{reason, select, negative {Your activity log has deposits or withdrawals, but its cash would run below zero (money spent that no deposit brought in), so cash is not counted:} other {Your activity log reports no cash (no deposits or withdrawals), so}} money is measured where it enters and leaves the positions: purchases bring it in, sales, dividends and interest take it out, fees and taxes bring in money that buys nothing.',
  'performance.basis.tradeLog':
    'These figures follow your trade log: the holdings on each past day are today’s holdings with the later trades undone, valued at that day’s closing prices and exchange rates in {currency}.',
  'performance.basis.noLog':
    'There is no trade log, so these figures assume today’s holdings were held unchanged throughout; trades made in between are not reflected.',
  'performance.basis.unreconciled':
    'The trade log does not explain today’s {count, plural, one {holding of {tickers}} other {holdings of {tickers}}}: undoing the trades would leave a negative quantity (more sold than was bought, or more bought than is held today). So these figures assume today’s holdings were held unchanged throughout.',
  'performance.si.priceHistory':
    'With today’s holdings held throughout, “since the start” means since {date}, the first day with prices for all of them in the history we keep.',
  'performance.excluded':
    '{tickers} {count, plural, one {is} other {are}} left out of these figures: no price or exchange rate is available for {count, plural, one {it} other {them}}.',
  'performance.noHistory': 'No past day could be valued in full, so there are no figures over time yet.',
  'performance.periods.beforeHistory':
    'The value history begins on {date}, so {periods} {count, plural, one {has} other {have}} no figures.',
  'performance.mwr.unsolved': 'The money-weighted return for {periods} cannot be worked out from the money added and taken out.',
  'performance.contributions':
    'Contributions split the time-weighted return of {period} between the holdings; they add up to it.',
  'performance.benchmark.default':
    'The benchmark is a blend at {assumed, select, yes {a balanced target mix, as the portfolio has no risk profile} other {your risk profile’s target mix}}: shares and bonds each at the middle of the target range, scaled up to 100% because cash, crypto and commodities have no index fund in our data. It is rebalanced to these weights every day.',
  'performance.benchmark.own': 'The benchmark is the one set for this portfolio, rebalanced to its weights every day.',
  'performance.benchmark.missing':
    'There is no benchmark comparison: {tickers} {count, plural, one {has} other {have}} no prices.',
  'performance.benchmark.beforePrices':
    'The benchmark’s prices begin on {date}, so {periods} {count, plural, one {has} other {have}} no benchmark figure.',
  'performance.benchmark.part.shares': '{weight} global shares ({ticker})',
  'performance.benchmark.part.bonds': '{weight} bonds ({ticker})',
  'performance.benchmark.part.named': '{weight} {name} ({ticker})',
  'performance.netInvested':
    'Net invested capital is {from, select, deposits {the deposits less the withdrawals} other {the purchases (with their fees) less the sales (net of fees), with positions transferred in or out at their stated cost, as the log reports no cash}}; units bought with a dividend are not new money.',
} as const satisfies Record<string, string>;
