import { describe, expect, it } from 'vitest';
import { parseBrokerFile, parseIbkrFlex, parseTradesCsv } from '@clarity/sdk';

// Currency trades as conversions (docs/importing.md): IBKR writes one as a trade of a pair (`EUR.USD`: units of EUR
// priced in USD). Figures by hand; Flex times are New York's (EST UTC−5 in January).

const FLEX = `<?xml version="1.0" encoding="UTF-8"?>
<FlexQueryResponse queryName="trades" type="AF">
  <FlexStatements count="1">
    <FlexStatement accountId="U1234567" fromDate="20260105" toDate="20260109">
      <Trades>
        <Trade currency="USD" assetCategory="CASH" symbol="EUR.USD" tradeID="7001" dateTime="20260105;101500" quantity="10000" tradePrice="1.0845" ibCommission="-2" ibCommissionCurrency="USD" buySell="BUY" levelOfDetail="EXECUTION"/>
        <Trade currency="USD" assetCategory="CASH" symbol="GBP.USD" tradeID="7002" dateTime="20260106;120000" quantity="-500" tradePrice="1.25" ibCommission="-1.85" ibCommissionCurrency="EUR" buySell="SELL" levelOfDetail="EXECUTION"/>
        <Trade currency="USD" assetCategory="CASH" symbol="EUR" tradeID="7003" dateTime="20260106;120000" quantity="5" tradePrice="1.1" buySell="BUY" levelOfDetail="EXECUTION"/>
      </Trades>
    </FlexStatement>
  </FlexStatements>
</FlexQueryResponse>`;

describe('IBKR currency trades', () => {
  it('a Flex XML trade of asset category CASH is a conversion, its commission a fee in its own currency', () => {
    const result = parseIbkrFlex(FLEX);
    expect(result.activities).toEqual([
      // 10,000 EUR bought at 1.0845: 10,845 USD sold; 10:15 in New York is 15:15 UTC.
      { type: 'conversion', soldAmount: 10845, soldCurrency: 'USD', boughtAmount: 10000, boughtCurrency: 'EUR', fee: 2, feeCurrency: 'USD', executedAt: '2026-01-05T15:15:00.000Z', externalId: '7001' },
      // 500 GBP sold at 1.25: 625 USD bought; the commission charged in EUR.
      { type: 'conversion', soldAmount: 500, soldCurrency: 'GBP', boughtAmount: 625, boughtCurrency: 'USD', fee: 1.85, feeCurrency: 'EUR', executedAt: '2026-01-06T17:00:00.000Z', externalId: '7002' },
    ]);
    // A CASH row whose symbol is not a pair says neither currency it changed: named.
    expect(result.skipped).toEqual([{ line: 8, code: 'row.asset_not_held', reason: 'assetCategory CASH is not imported (stocks, funds, bonds and crypto only)' }]);
  });

  it('a Flex CSV trade whose symbol is a pair is a conversion; a stock beside it stays a trade', () => {
    const csv = [
      '"ClientAccountID","AssetClass","AssetCategory","CurrencyPrimary","Symbol","DateTime","Quantity","TradePrice","IBCommission","IBCommissionCurrency","Buy/Sell","TradeID"',
      '"U1","CASH","CASH","CHF","USD.CHF","20260105;093000","-2000","0.8912","-1.7","CHF","SELL","8101"',
      '"U1","STK","STK","USD","MSFT","20260105;093500","3","410","-1","USD","BUY","8102"',
    ].join('\n');
    const result = parseTradesCsv(csv);
    expect(result.format).toBe('ibkr-flex-csv');
    expect(result.skipped).toEqual([]);
    expect(result.activities).toEqual([
      // 2,000 USD sold at 0.8912 CHF each: 1,782.40 CHF bought, 1.70 CHF of commission.
      { type: 'conversion', soldAmount: 2000, soldCurrency: 'USD', boughtAmount: 1782.4, boughtCurrency: 'CHF', fee: 1.7, feeCurrency: 'CHF', executedAt: '2026-01-05T14:30:00.000Z', externalId: '8101' },
      { ticker: 'MSFT', side: 'buy', quantity: 3, price: 410, currency: 'USD', fees: 1, executedAt: '2026-01-05T14:35:00.000Z', externalId: '8102' },
    ]);
    expect(parseBrokerFile(csv).activities).toEqual(result.activities);
  });
});
