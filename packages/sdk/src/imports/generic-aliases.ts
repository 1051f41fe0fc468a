import type { TradeColumn } from './csv-formats.js';

// The generic reader's vocabulary: the header names an unseen broker's export may give each column, in the
// languages brokers write (English, German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Norwegian,
// Danish, Finnish, Polish), compared normalized (lower case, no accents, letters and digits only: "Typ av
// transaktion" is `typavtransaktion`, "Määrä" `maara`, "Ilość" `ilosc`). Data, not code: a new broker's word is
// a line here. Letters without a decomposition are dropped by the normalizer (ø, æ, ł, ß): "Beløp" is `belp`,
// "Opłata" `opata`, "Kjøp/Salg" `kjpsalg`, and are written so here. For each column the first name present wins, so
// the most specific come first. docs/importing.md, "How the generic reader generalizes".

/** Header names the generic reader recognises, compared normalized; first match wins. */
export const GENERIC_ALIASES: Record<TradeColumn, string[]> = {
  executedAt: [
    'executedat', 'datetime', 'tradedatetime', 'tradedate', 'date', 'transactiondate', 'timestamp', 'transactiontime', 'executiontime',
    'datum', 'handelsdatum', 'ausfuhrungsdatum', 'schlusstag', 'buchungsdatum', // de
    'fecha', 'fechaoperacion', 'fechadeoperacion', 'fechaejecucion', // es
    'dateheure', 'datedetransaction', 'dateoperation', 'datedoperation', 'dateexecution', // fr
    'data', 'dataoperazione', 'dataesecuzione', // it, pt, pl
    'transactiedatum', 'boekdatum', // nl
    'datadaoperacao', 'datadetransacao', 'datadeexecucao', // pt
    'affarsdag', 'transaktionsdag', 'bokforingsdag', 'handelsdag', 'dato', 'handelsdato', 'transaksjonsdato', 'bokfringsdato', 'bokfringsdag', // sv, no, da
    'kauppapaiva', 'paivays', 'paivamaara', 'tapahtumapaiva', 'kirjauspaiva', // fi
    'datatransakcji', 'dataoperacji', 'datazawarcia', 'datawykonania', // pl
    // US brokers' and stock plans' words (Robinhood, Fidelity, Morgan Stanley); a dividend's day paid.
    'activitydate', 'rundate', 'executiondate', 'vestdate', 'releasedate', 'bookingdate', 'paymentdate', 'paydate', 'datepaid',
    // A lone time column that carries the date (Trading 212's `Time`, `Time (UTC)`): only when no date column is there.
    'time', 'timeutc',
  ],
  time: ['time', 'tradetime', 'uhrzeit', 'zeit', 'hora', 'heure', 'ora', 'tijd', 'tid', 'klockslag', 'klokkeslett', 'klokkeslt', 'aika', 'kellonaika', 'czas', 'godzina'],
  // `code`: Ghostfolio's own CSV import layout (Date, Code, DataSource, Currency, Price, Quantity, Action, Fee).
  // The ISIN only where the file names no symbol: an instrument is then recorded under its ISIN.
  ticker: [
    'symbol', 'ticker', 'tickersymbol', 'code', 'instrumentsymbol', 'symbole', 'simbolo', 'symbool', 'tunnus', 'kortnamn', 'tickerkod',
    'isin', 'isincode', 'codeisin', 'codigoisin', 'codiceisin', 'isinkoodi', 'kodisin',
    // Merrill's `Symbol/CUSIP #`; Robinhood's `Instrument` (its ticker), after the ISIN: elsewhere it may be a name.
    'symbolcusip', 'instrument',
    // A name with its ISIN in one cell (InvestEngine's `Security / ISIN`): the ISIN is taken from it.
    'securityisin', 'instrumentisin', 'productisin',
  ],
  // A column that only says buy or sell wins over a generic type column.
  side: ['side', 'buysell', 'buyorsell', 'direction', 'kaufverkauf', 'achatvente', 'sens', 'compraventa', 'segno', 'kopsalj', 'kjpsalg', 'kbsalg', 'kooporverkoop'],
  type: [
    'type', 'action', 'transactiontype', 'activitytype', 'transaction', 'typeoftransaction', 'operation', 'operationtype',
    'typ', 'transaktionsart', 'buchungsart', 'vorgang', 'art', // de
    'tipo', 'tipodeoperacion', 'tipooperacion', 'tipodetransaccion', 'tipodemovimiento', // es
    'typedetransaction', 'typedoperation', 'typeoperation', 'nature', // fr
    'tipooperazione', 'operazione', 'causale', // it
    'transactietype', 'typemutatie', 'soorttransactie', 'mutatiesoort', 'omschrijvingtype', // nl
    'tipodeoperacao', 'tipodetransacao', 'tipodemovimento', 'operacao', 'movimento', // pt
    'typavtransaktion', 'transaktionstyp', 'transaktionstype', 'transaksjonstype', // sv, no, da
    'tapahtumatyyppi', 'tapahtuma', // fi
    'typtransakcji', 'rodzajtransakcji', 'rodzajoperacji', 'typoperacji', 'operacja', // pl
    // Robinhood's `Trans Code`; a tracker's entry, event or category (finpension); Dutch `Soort`.
    'transcode', 'entrytype', 'eventtype', 'soort', 'category', 'subtype',
  ],
  quantity: [
    'quantity', 'qty', 'shares', 'units', 'numberofshares', 'noofshares', 'numberofunits', 'assetquantity',
    'anzahl', 'stuck', 'stuckzahl', 'menge', // de
    'cantidad', 'titulos', 'quantite', 'nombredetitres', 'quantita', 'numerotitoli', // es, fr, it
    'aantal', 'quantidade', 'antal', 'antall', 'maara', 'kappalemaara', 'ilosc', 'liczba', // nl, pt, sv/da, no, fi, pl
    'volume',
    'quantitytransacted', 'aantalstukken', // Coinbase, nl
  ],
  price: [
    'price', 'tradeprice', 'pricepershare', 'priceshare', 'unitprice', 'executionprice', 'shareprice', 'priceperunit', 'assetprice', 'fillprice',
    'kurs', 'ausfuhrungskurs', 'preis', 'stuckpreis', // de (and sv, no, da, pl `kurs`)
    'precio', 'preciounitario', 'prix', 'prixunitaire', 'cours', 'prezzo', 'prezzounitario', // es, fr, it
    'koers', 'preco', 'precounitario', 'cotacao', 'kurssi', 'hinta', 'cena', 'cenajednostkowa', // nl, pt, fi, pl
    'averageprice', 'avgprice', 'persharecost', 'costpershare', 'priceattransaction', 'transpreis', 'tprice', // Tastytrade, Coinbase, UBS, IBKR
  ],
  amount: [
    'amount', 'totalamount', 'total', 'netamount', 'value', 'transactionamount', 'netvalue', 'totalvalue',
    'betrag', 'wert', 'gesamtbetrag', 'nettobetrag', // de
    'importe', 'importetotal', 'montant', 'montantnet', 'montantdeloperation', 'importo', 'controvalore', // es, fr, it
    'bedrag', 'waarde', 'totaal', 'valor', 'valortotal', 'montante', // nl, pt
    'belopp', 'belp', 'belb', 'summa', 'kokonaissumma', 'kwota', 'wartosc', // sv, no, da, fi, pl
    // US brokers', stock plans' and trackers' words (Morgan Stanley's proceeds, finpension's cash flow, Tastytrade's value).
    'netcashproceeds', 'netproceeds', 'proceeds', 'cashflow', 'totaltradevalue', 'tradevalue', 'settleamountnet', 'settlementamount',
  ],
  fees: [
    'fees', 'fee', 'commission', 'commissions', 'feescomm', 'ibcommission', 'stampduty', 'stampdutyreservetax', 'fxfee', 'fxfees',
    'fxfeeamount', 'transactionfee', 'transactionfees', 'currencyconversionfee', 'frenchtransactiontax', 'ptmlevy', 'secfee', 'finrafee',
    'costs', 'transactioncosts', 'brokerage', 'commissionpaid',
    // TD Ameritrade's charges on a sale: the SEC's `Reg Fee`, a fund's redemption fees and deferred sales charge.
    'regfee', 'shorttermrdmfee', 'fundredemptionfee', 'deferredsalescharge',
    'gebuhr', 'gebuhren', 'provision', 'kosten', 'transaktionskosten', 'transaktionskost', // de (DEGIRO's older header cuts it short)
    'comision', 'comisiones', 'gastos', 'frais', 'courtage', 'commissione', 'commissioni', 'spese', // es, fr, it
    'transactiekosten', 'provisie', 'corretagem', 'comissao', 'comissoes', 'custos', 'taxas', // nl, pt
    'avgift', 'avgifter', 'kurtasje', 'kurtage', 'gebyr', 'gebyrer', 'omkostninger', // sv, no, da
    // Finnish: the total costs only (Nordnet writes its brokerage `Välityspalkkio` inside `Kokonaiskulut`: both would count it twice).
    'kokonaiskulut', 'kulut', 'prowizja', 'opata', 'opaty', // fi, pl
  ],
  // Taxes a trade paid (a sale's capital-gains tax, a transaction tax): a tax activity beside the trade.
  taxes: ['taxes', 'tax', 'steuern', 'steuer', 'impuestos', 'impots', 'impot', 'taxe', 'tasse', 'imposte', 'belasting', 'belastingen', 'impostos', 'imposto', 'skatt', 'skat', 'vero', 'verot', 'podatek'],
  withholdingTax: [
    'withholdingtax', 'withholding', 'taxwithheld', 'withheldtax', 'withheldtaxamount', 'dividendwithheldtaxamount', 'dividendtaxamount', 'quellensteuer', 'retencion', 'retenue', 'retenuealasource', 'ritenuta',
    'bronbelasting', 'dividendbelasting', 'retencaonafonte', 'kallskatt', 'kildeskatt', 'kildeskat', 'lahdevero', 'podatekuzrodla',
  ],
  currency: [
    'currency', 'ccy', 'currencyprimary', 'wahrung', 'moneda', 'devise', 'divisa', 'valuta', 'moeda', 'valuutta', 'waluta',
  ],
  externalId: ['externalid', 'tradeid', 'transactionid', 'executionid', 'execid', 'id', 'orderid', 'reference', 'referenz', 'referencia', 'riferimento', 'referentie', 'referens', 'viite', 'verificationnumber', 'verifikationsnummer', 'vahvistusnumero'],
};

/** Header names of a price's own currency (the instrument's), where a file writes the amount's apart. */
export const PRICE_CURRENCY_ALIASES = ['currencypriceshare', 'pricecurrency', 'currencyprice', 'instrumentcurrency', 'devisduprix', 'monedaprecio', 'valutakoers', 'valutakurs', 'instrumentvaluta', 'kurssivaluutta', 'assetcurrency', 'walutacena'];

/** Header names of an amount's own currency (the account's, the cash that moved), where a file writes the price's apart. */
export const AMOUNT_CURRENCY_ALIASES = ['currencytotal', 'currencyamount', 'currencytotalamount', 'amountcurrency', 'totalcurrency', 'devisducompte', 'accountcurrency', 'transactioncurrency', 'transaktionsvaluta', 'valutamutatie', 'summavaluutta', 'valutabedrag', 'monedaimporte', 'walutakwota'];

/** Header names of an order's or a booking's status ("Executed", "Pending"), in the same languages. */
export const STATUS_ALIASES = ['status', 'orderstatus', 'state', 'zustand', 'estado', 'statut', 'stato', 'tila', 'stan'];

/** Statuses of something that did not happen (yet): a row with one is named, not recorded. */
export const NOT_EXECUTED = /PENDING|CANCEL|REJECT|EXPIRED|FAILED|^OPEN$|STORN|ABGELEHNT|AUSSTEHEND|ANNUL|RECHAZ|PENDIENTE|EN ATTENTE|IN ATTESA|IN SOSPESO|GEANNULEERD|AFGEWEZEN|PENDENTE|AVVAKTAR|MAKULERAD|PERUTTU|ODRZUCON|ANULOWAN|OCZEKUJ/;

/** Exchange rates, whose names hold a currency word ("Valutakurs" is not the currency of a `Kurs`). */
export const FX_RATE_NAMES = ['fxrate', 'exchangerate', 'wechselkurs', 'devisenkurs', 'tauxdechange', 'tipodecambio', 'tassodicambio', 'wisselkoers', 'taxadecambio', 'valutakurs', 'vekslingskurs', 'vaihtokurssi', 'valuuttakurssi', 'kurswaluty'];

/** Words that make a column the currency of the column it names ("Currency (Finra fee)", "Kokonaiskulut Valuutta"). */
export const CURRENCY_WORDS = ['currency', 'ccy', 'valuta', 'valuutta', 'waluta', 'wahrung', 'devise', 'moneda', 'moeda', 'divisa'];

/**
 * Columns the generic reader knows and does not need (a name beside the symbol, a balance, an FX rate, a result):
 * not reported as columns it could not place.
 */
export const KNOWN_UNREAD = [
  ...STATUS_ALIASES, 'name', 'description', 'details', 'notes', 'comment', 'comments', 'balance', 'rate', 'result', 'realizedgains', 'profitandlossamount',
  'account', 'accountid', 'accountnumber', 'portfolio', 'exchange', 'market', 'venue', 'settlementdate', 'valuedate', 'isin', 'wkn', 'broker', 'assettype', 'assetclass',
  'bezeichnung', 'beschreibung', 'saldo', 'wechselkurs', 'valutadatum', 'konto', 'depot', 'naam', 'omschrijving', 'wisselkoers', 'product', 'produto', 'produit',
  'descripcion', 'nombre', 'tipodecambio', 'nom', 'libelle', 'tauxdechange', 'descrizione', 'cambio', 'nome', 'descricao', 'taxadecambio',
  ...FX_RATE_NAMES, 'beskrivning', 'varde', 'vardepapper', 'beskrivelse', 'verdipapir', 'vekslingskurs', 'tuote', 'kuvaus', 'vaihtokurssi', 'salkku', 'nazwa', 'opis', 'kurswaluty',
];
