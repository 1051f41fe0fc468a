import { extractStateChanges } from './apps/api/src/market/news/state-changes.js';
const orgs = [{ name: 'Federal Reserve', at: 0 }];
for (const t of [
  'The Federal Reserve cut its policy rate from 4.25%–4.50% to 4.00%–4.25% on Wednesday.',
  'Eurozone inflation eased to 2.1% in October from 2.4% in September, Eurostat said.',
  'Morgan Stanley upgraded the stock to Overweight from Equal-weight and lifted its price target to $210 from $180.',
  'The company raised its buyback authorization from $50 billion to $70 billion.',
  'Moody\'s cut its outlook from stable to negative.',
  'Revenue rose to $10.2 billion from $9.1 billion a year earlier.',
  'Shares closed at $120.50, up from $110.',
  'Unemployment was 4.3%, up from 4.1% a month earlier.',
]) console.log(JSON.stringify(extractStateChanges(t, orgs)));
