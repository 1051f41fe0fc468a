/**
 * Central banks by the names news uses for them, each with the currency it sets policy for. A data
 * table: a bank missing here is neither an entity of its rate decisions nor a link to its currency.
 * Full names and "<country>'s central bank" are matched in any case; acronyms only in capitals where
 * the letters are also a word or another body's ("CBN", "RBI", "SARB"). Left out: the Monetary
 * Authority of Singapore and the Hong Kong Monetary Authority, which set no policy rate (an exchange-
 * rate band, a currency board) and are in the news mostly as supervisors; named in a story about an
 * exchange's hack, the currency link split it (held-out set, measured).
 */
export const CENTRAL_BANKS: { name: string; pattern: RegExp; currency: string }[] = [
  { name: 'Federal Reserve', pattern: /\b(federal reserve|the fed|fed (chair|governor|official|policymaker)s?|fed's|fomc|federal open market committee)\b/i, currency: 'USD' },
  { name: 'European Central Bank', pattern: /\b(european central bank|ecb)\b/i, currency: 'EUR' },
  { name: 'Bank of England', pattern: /\b(bank of england|boe)\b/i, currency: 'GBP' },
  { name: 'Bank of Japan', pattern: /\b(bank of japan|boj|japan's central bank)\b/i, currency: 'JPY' },
  { name: 'Swiss National Bank', pattern: /\b(swiss national bank|snb)\b/i, currency: 'CHF' },
  { name: 'Bank of Canada', pattern: /\b(bank of canada|canada's central bank)\b/i, currency: 'CAD' },
  { name: 'Reserve Bank of Australia', pattern: /\b(reserve bank of australia|rba|australia's central bank)\b/i, currency: 'AUD' },
  { name: 'Reserve Bank of New Zealand', pattern: /\b(reserve bank of new zealand|rbnz|new zealand's central bank)\b/i, currency: 'NZD' },
  { name: "People's Bank of China", pattern: /\b(people's bank of china|pboc|china's central bank)\b/i, currency: 'CNY' },
  { name: 'Riksbank', pattern: /\b(riksbank|sweden's central bank)\b/i, currency: 'SEK' },
  { name: 'Norges Bank', pattern: /\b(norges bank|norway's central bank)\b/i, currency: 'NOK' },
  { name: 'Danmarks Nationalbank', pattern: /\b(danmarks nationalbank|denmark's central bank)\b/i, currency: 'DKK' },
  { name: 'South African Reserve Bank', pattern: /\b(south african reserve bank|south africa's central bank)\b/i, currency: 'ZAR' },
  { name: 'South African Reserve Bank', pattern: /\bSARB\b/, currency: 'ZAR' },
  { name: 'Central Bank of Brazil', pattern: /\b(central bank of brazil|banco central do brasil|brazil's central bank|brazilian central bank)\b/i, currency: 'BRL' },
  { name: 'Central Bank of Brazil', pattern: /\bCopom\b/, currency: 'BRL' },
  { name: 'Central Bank of Nigeria', pattern: /\b(central bank of nigeria|nigeria's central bank)\b/i, currency: 'NGN' },
  { name: 'Central Bank of Nigeria', pattern: /\bCBN\b/, currency: 'NGN' },
  { name: 'Reserve Bank of India', pattern: /\b(reserve bank of india|india's central bank)\b/i, currency: 'INR' },
  { name: 'Reserve Bank of India', pattern: /\bRBI\b/, currency: 'INR' },
  { name: 'Bank of Korea', pattern: /\b(bank of korea|south korea's central bank|korea's central bank)\b/i, currency: 'KRW' },
  { name: 'Bank of Mexico', pattern: /\b(bank of mexico|banco de m[eé]xico|banxico|mexico's central bank)\b/i, currency: 'MXN' },
  { name: 'Bank Indonesia', pattern: /\b(bank indonesia|indonesia's central bank)\b/i, currency: 'IDR' },
  { name: 'Bank Negara Malaysia', pattern: /\b(bank negara(?: malaysia)?|malaysia's central bank)\b/i, currency: 'MYR' },
  { name: 'Bangko Sentral ng Pilipinas', pattern: /\b(bangko sentral(?: ng pilipinas)?|philippines' central bank|philippine central bank)\b/i, currency: 'PHP' },
  { name: 'Bank of Thailand', pattern: /\b(bank of thailand|thailand's central bank)\b/i, currency: 'THB' },
  { name: 'State Bank of Pakistan', pattern: /\b(state bank of pakistan|pakistan's central bank)\b/i, currency: 'PKR' },
  { name: 'Central Bank of Kenya', pattern: /\b(central bank of kenya|kenya's central bank)\b/i, currency: 'KES' },
  { name: 'Bank of Ghana', pattern: /\b(bank of ghana|ghana's central bank)\b/i, currency: 'GHS' },
  { name: 'Central Bank of Egypt', pattern: /\b(central bank of egypt|egypt's central bank)\b/i, currency: 'EGP' },
  { name: 'Central Bank of the Republic of Türkiye', pattern: /\b(central bank of the republic of t(?:ü|u)rki(?:ye|sh)|central bank of turkey|turkey's central bank|turkish central bank|cbrt)\b/i, currency: 'TRY' },
  { name: 'National Bank of Poland', pattern: /\b(national bank of poland|narodowy bank polski|poland's central bank|polish central bank)\b/i, currency: 'PLN' },
  { name: 'Czech National Bank', pattern: /\b(czech national bank|czech central bank)\b/i, currency: 'CZK' },
  { name: 'Hungarian National Bank', pattern: /\b(hungarian national bank|national bank of hungary|magyar nemzeti bank|hungary's central bank|hungarian central bank)\b/i, currency: 'HUF' },
  { name: 'Bank of Israel', pattern: /\b(bank of israel|israel's central bank)\b/i, currency: 'ILS' },
  { name: 'Bank of Russia', pattern: /\b(bank of russia|central bank of russia|russia's central bank|russian central bank)\b/i, currency: 'RUB' },
  { name: 'Central Bank of the Republic of China (Taiwan)', pattern: /\b(taiwan's central bank|central bank of (?:the republic of china|taiwan))\b/i, currency: 'TWD' },
  { name: 'Saudi Central Bank', pattern: /\b(saudi central bank|saudi arabian monetary authority|saudi arabia's central bank)\b/i, currency: 'SAR' },
  { name: 'Central Bank of Chile', pattern: /\b(central bank of chile|chile's central bank)\b/i, currency: 'CLP' },
  { name: 'Central Bank of Colombia', pattern: /\b(colombia's central bank|banco de la rep[uú]blica)\b/i, currency: 'COP' },
];
