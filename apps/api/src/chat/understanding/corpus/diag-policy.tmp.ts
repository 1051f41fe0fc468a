import { readFileSync } from 'node:fs';
import { classifyIntent } from '../intent-model.js';
import { questionLanguage } from '../languages/identify.js';
import { questionForPlanner } from '../languages/read.js';
import { planQuestion } from '../../planner/plan.js';
import { EntityMatcher } from '../entities.js';
const matcher = new EntityMatcher([
  { ticker: 'AAPL', name: 'Apple Inc.' }, { ticker: 'NVDA', name: 'NVIDIA Corporation' }, { ticker: 'SHEL', name: 'Shell plc' }, { ticker: 'ASML', name: 'ASML Holding' }, { ticker: 'BTC', name: 'Bitcoin' }, { ticker: 'AGG', name: 'iShares Core U.S. Aggregate Bond ETF' },
]);
const lines = readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean);
for (const q of lines) {
  const lang = questionLanguage(q) ?? 'en';
  const read = questionForPlanner(q);
  const plan = planQuestion(read, matcher.extract(read), { baseCurrency: 'USD', heldTickers: ['AAPL','NVDA','SHEL','ASML','BTC','AGG'], asOf: '2026-11-16', extract: (t) => matcher.extract(t) });
  const scores = await classifyIntent(q, lang as 'en');
  const s = scores.slice(0, 3).map((x) => `${x.intent}:${x.score.toFixed(2)}`).join(' ');
  console.log(`${lang} | ${q} | «${read}» | plan=${plan.policy} ${plan.calls.map(c=>c.tool).join(',')} | ${s}`);
}
