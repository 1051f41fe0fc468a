/** Central banks by the names news uses for them, each with the currency it sets policy for. */
export const CENTRAL_BANKS: { name: string; pattern: RegExp; currency: string }[] = [
  { name: 'Federal Reserve', pattern: /\b(federal reserve|the fed|fed (chair|governor|official|policymaker)s?|fed's|fomc|federal open market committee)\b/i, currency: 'USD' },
  { name: 'European Central Bank', pattern: /\b(european central bank|ecb)\b/i, currency: 'EUR' },
  { name: 'Bank of England', pattern: /\b(bank of england|boe)\b/i, currency: 'GBP' },
  { name: 'Bank of Japan', pattern: /\b(bank of japan|boj)\b/i, currency: 'JPY' },
  { name: 'Swiss National Bank', pattern: /\b(swiss national bank|snb)\b/i, currency: 'CHF' },
  { name: 'Bank of Canada', pattern: /\bbank of canada\b/i, currency: 'CAD' },
  { name: 'Reserve Bank of Australia', pattern: /\b(reserve bank of australia|rba)\b/i, currency: 'AUD' },
  { name: 'Reserve Bank of New Zealand', pattern: /\b(reserve bank of new zealand|rbnz)\b/i, currency: 'NZD' },
  { name: "People's Bank of China", pattern: /\b(people's bank of china|pboc)\b/i, currency: 'CNY' },
  { name: 'Riksbank', pattern: /\briksbank\b/i, currency: 'SEK' },
  { name: 'Norges Bank', pattern: /\bnorges bank\b/i, currency: 'NOK' },
];
