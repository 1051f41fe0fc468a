import { parseOhlcvFile } from './apps/api/src/market/ohlcv.ts';
const content = `Date,Open,High,Low,Close,Volume\n2026-02-26,10,11,9,10,5\n2026-02-27,10,11,9,${'1'.repeat(10 * 1024 * 1024)},5\n`;
for (let i = 0; i < 5; i++) {
  const problems: unknown[] = [];
  try { parseOhlcvFile('AAA.csv', content, undefined, '2026-11-16', problems as never); console.log(i, JSON.stringify(problems).slice(0, 200)); } catch (e) { console.log(i, 'THROW', (e as Error).stack?.split('\n').slice(0, 8).join('\n')); }
}
