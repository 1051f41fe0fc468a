// Issue 4 target: the card for a persisted 25-holding portfolio ≥ 0.8× /healthz throughput with
// p99 ≤ 15 ms at 50 connections. A card depends only on the portfolio's version, the market
// data's version and the day, so after the first request it is served from the card cache; the
// cold (uncached) computation is measured separately for reference.

/** Alternating healthz/card windows of 2 s each. */
const ROUNDS = 5;

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdings, tradeLog } from '../fixtures.mjs';

/** Sequential uncached cards per kind in the trade-log comparison (the median latency is compared). */
const TRADE_LOG_SAMPLES = 30;

/** Median milliseconds of `fn()` over `n` sequential calls (after two warm-up calls). */
async function medianMs(n, fn) {
  await fn(-1);
  await fn(-2);
  const times = [];
  for (let i = 0; i < n; i++) times.push(await fn(i));
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

export default {
  name: 'card',
  async run({ server, load, row, api }) {
    const headers = { 'x-api-key': server.apiKey };
    const portfolio = await api('POST', '/v1/sdk/partner-portfolios', {
      externalId: `bench-card-${Date.now()}`,
      baseCurrency: 'USD',
      currentHoldings: holdings(),
      profile: { riskTolerance: 'balanced', horizonYears: 10 },
    });
    const body = { portfolioId: portfolio.id };

    // Cold: each request is a new inline portfolio (a cache miss), one connection.
    let n = 0;
    const autocannon = (await import('autocannon')).default;
    const cold = await autocannon({
      url: `${server.url}/v1/clarity/card`,
      connections: 1,
      amount: 100,
      requests: [
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ portfolio: { externalId: `cold-${n++}`, currentHoldings: holdings().map((h) => ({ ...h, quantity: h.quantity + n })) } }) }),
        },
      ],
    });
    row('POST /v1/clarity/card (uncached, 25 holdings, 1 conn)', { reqPerSec: cold.requests.average, p50: cold.latency.p50, p99: cold.latency.p99 }, undefined, undefined, `non2xx ${cold.non2xx}`);

    // Performance over time reads the whole trade log: the uncached card of a stored 25-holding
    // portfolio with a full 5,000-trade log must stay within 3× the uncached card without trades,
    // both timed one request at a time in this run. A PATCH before each stored card bumps the
    // portfolio's version, so every card is computed afresh (the PATCH is not timed).
    const logged = await api('POST', '/v1/sdk/partner-portfolios', {
      externalId: `bench-card-log-${Date.now()}`,
      baseCurrency: 'USD',
      currentHoldings: holdings(),
      profile: { riskTolerance: 'balanced', horizonYears: 10 },
    });
    const recorded = await api('POST', `/v1/sdk/partner-portfolios/${logged.id}/trades`, tradeLog());
    const timedCard = async (cardBody) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/v1/clarity/card`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(cardBody) });
      const card = await response.json();
      if (!response.ok) throw new Error(`card → ${response.status}`);
      const ms = performance.now() - started;
      return { ms, card };
    };
    const withoutTrades = await medianMs(TRADE_LOG_SAMPLES, async (i) => (await timedCard({ portfolio: { externalId: `cold-log-${i}`, currentHoldings: holdings().map((h) => ({ ...h, quantity: h.quantity + i + 10 })) } })).ms);
    let basis = '';
    const withLog = await medianMs(TRADE_LOG_SAMPLES, async (i) => {
      await api('PATCH', `/v1/sdk/partner-portfolios/${logged.id}`, { profile: { riskTolerance: 'balanced', horizonYears: 10 + (i & 1) } });
      const { ms, card } = await timedCard({ portfolioId: logged.id });
      basis = card.performance.basis;
      return ms;
    });
    const logRatio = withLog / withoutTrades;
    row(
      'POST /v1/clarity/card (uncached, 25 holdings, 5,000 trades)',
      { p50: withLog, ratio: logRatio },
      '≤ 3× uncached card without trades',
      logRatio <= 3 && basis === 'trade_log',
      `vs ${withoutTrades.toFixed(1)} ms; ${recorded.tradeCount} trades; basis ${basis}`,
    );

    // Interleaved: on a shared 2-core machine the speed drifts by ±15 % within a minute, so a 5 s
    // baseline followed by a 5 s card run compares two different machines. Short alternating
    // windows compare like with like; for each kind of request the round with the median ratio is
    // reported. The target is judged on the request browsers (the iframe) and the SDK (fetch) send,
    // which accepts gzip; a client that accepts no compression is measured beside it.
    const card = { url: server.url, path: '/v1/clarity/card', method: 'POST', body, connections: 50 };
    const browser = { ...card, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } };
    const identity = { ...card, headers };
    const healthz = { url: server.url, path: '/healthz', connections: 50 };
    await load({ ...browser, duration: 2 });
    await load({ ...identity, duration: 2 });
    const rounds = { browser: [], identity: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const h = await load({ ...healthz, duration: 2 });
      for (const [kind, options] of [['browser', browser], ['identity', identity]]) {
        const c = await load({ ...options, duration: 2 });
        rounds[kind].push({ ...c, ratio: c.reqPerSec / h.reqPerSec, baselineP99: h.p99 });
      }
    }
    for (const [kind, label] of [['browser', 'gzip accepted, as browsers and fetch send'], ['identity', 'no Accept-Encoding']]) {
      const byRatio = [...rounds[kind]].sort((a, b) => a.ratio - b.ratio);
      const median = byRatio[Math.floor(byRatio.length / 2)];
      const faults = rounds[kind].reduce((n, r) => n + r.non2xx + r.errors, 0);
      const extra = `ratios ${byRatio.map((r) => r.ratio.toFixed(2)).join(' ')}; healthz p99 ${median.baselineP99} ms; faults ${faults}`;
      const title = `POST /v1/clarity/card (stored, 25 holdings, ${label}; median of ${ROUNDS})`;
      if (kind === 'browser') {
        const pass = median.ratio >= 0.8 && median.p99 <= 15 && faults === 0;
        row(title, median, '≥ 0.8× healthz, p99 ≤ 15 ms', pass, extra);
      } else {
        row(title, median, undefined, undefined, extra);
      }
    }

    // autocannon's own handling of gzip bodies throttles the client once the body passes ~10 KB (the
    // server then idles: a CPU profile shows ~40 % idle), so where wrk (a C client, Debian's `wrk`) is
    // installed the same comparison is also made with it: healthz, then the card with and without gzip.
    if (spawnSync('wrk', ['--version']).error === undefined) {
      const wrk = (path, lua) => {
        const args = ['-t1', '-c50', '-d3s', ...(lua ? ['-s', lua] : []), `${server.url}${path}`];
        const match = /Requests\/sec:\s+([\d.]+)/.exec(spawnSync('wrk', args, { encoding: 'utf8' }).stdout);
        return match ? Number(match[1]) : Number.NaN;
      };
      const script = (gzip) => {
        const file = join(tmpdir(), `clarity-card-${gzip ? 'gzip' : 'identity'}.lua`);
        writeFileSync(file, `wrk.method = "POST"\nwrk.body = '${JSON.stringify(body)}'\nwrk.headers["Content-Type"] = "application/json"\nwrk.headers["x-api-key"] = "${server.apiKey}"\n${gzip ? 'wrk.headers["Accept-Encoding"] = "gzip"\n' : ''}`);
        return file;
      };
      const h = wrk('/healthz');
      const gz = wrk('/v1/clarity/card', script(true));
      const id = wrk('/v1/clarity/card', script(false));
      row('POST /v1/clarity/card (stored, gzip accepted; wrk)', { reqPerSec: gz, ratio: gz / h }, '≥ 0.8× healthz', gz / h >= 0.8, `identity ${(id / h).toFixed(2)}×; healthz ${h.toFixed(0)} req/s`);
    }
  },
};
