import type { CsvFormat } from '../csv-formats.js';

// Investimental's order history (Bucharest Stock Exchange): `Order ID,Order Number,Side,Exchange,Symbol,Market,Price,
// Volume,Disclosed,Value,Fee,…,Status,Initiated By,Updated By,Update Type,Update Time,…`. Every change of an order is a
// row (New, Chg, Fil, OOT), `Volume` what remained to fill: the units each fill traded and its fee are not in the file.
// Recognised to be refused once, saying so, rather than read as trades it does not hold.
export const investimental: CsvFormat = {
  name: 'investimental',
  label: "Investimental's order history",
  signatures: [['orderid', 'ordernumber', 'side', 'exchange', 'symbol', 'volume', 'value', 'fee', 'updatetype', 'updatetime']],
  aliases: {},
  refusal: "it lists each order's changes (its remaining volume after each fill), not the units and fees of the trades filled; export the account's transactions (or trade confirmations) instead",
};
