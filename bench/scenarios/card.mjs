// Issue 4 targets, as ratios to /healthz measured in the same run: the card for a persisted
// 25-holding portfolio ≥ 0.4× /healthz throughput (autocannon; ≥ 0.5× with wrk where installed), with
// p99 ≤ 2× /healthz's p99 in the same round, at 50 connections. (On a quiet machine the card measured
// 0.80–0.86× with autocannon and 1.38–1.63× with wrk, docs/insight.md; the targets hold while other
// suites share the machine.) A card depends only on the portfolio's version, the market data's version and the
// day, so after the first request it is served from the card cache; the cold (uncached) computation
// is measured separately for reference. The card ÷ the raw node:http hello is printed beside them:
// how far the cached card is from the limit of any response on this machine.

/** Alternating healthz/hello/card windows of 2 s each. */
const ROUNDS = 5;
/** The same with wrk, where installed. */
const WRK_ROUNDS = 3;

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityLog, holdings, tradeLog } from '../fixtures.mjs';
import { recordResponse, startReplayServer } from '../baselines.mjs';
import { alternate, api as apiOf } from '../lib.mjs';
import { atLeast, atMost, baselineOf } from '../report.mjs';
import { median, medianBy, timeMs } from '../stats.mjs';

/** Sequential uncached cards per kind in the trade-log comparison (the median latency is compared). */
const TRADE_LOG_SAMPLES = 30;

/**
 * Median milliseconds of `a(i)` and of `b(i)` over `n` calls each, alternated call by call (after two
 * warm-up calls of each), so that the machine's drift hits both alike.
 */
async function alternatedMedianMs(n, a, b) {
  for (const i of [-1, -2]) {
    await a(i);
    await b(i);
  }
  const times = { a: [], b: [] };
  for (let i = 0; i < n; i++) {
    times.a.push(await a(i));
    times.b.push(await b(i));
  }
  return { a: median(times.a), b: median(times.b) };
}

export default {
  name: 'card',
  async run({ server, helloServer, load, row, api, note, startPostgresServer }) {
    const headers = { 'x-api-key': server.apiKey };
    const portfolio = await api('POST', '/v1/sdk/partner-portfolios', {
      externalId: `bench-card-${Date.now()}`,
      baseCurrency: 'USD',
      currentHoldings: holdings(),
      profile: { riskTolerance: 'balanced', horizonYears: 10 },
    });
    const body = { portfolioId: portfolio.id };

    // Cold: each request is a new inline portfolio (a cache miss), one connection; /healthz over
    // one connection just before, for the ratio (reference: there is no target on the cold card).
    let n = 0;
    const autocannon = (await import('autocannon')).default;
    const healthzOneByOne = await load({ url: server.url, path: '/healthz', connections: 1, duration: 2 });
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
    row(
      'POST /v1/clarity/card (uncached, 25 holdings, 1 conn)',
      { reqPerSec: cold.requests.average, p50: cold.latency.p50, p99: cold.latency.p99 },
      { baseline: baselineOf('healthz 1 conn', healthzOneByOne.reqPerSec, 'req/s'), ratio: cold.requests.average / healthzOneByOne.reqPerSec, extra: `non2xx ${cold.non2xx}` },
    );

    // Performance over time reads the whole trade log: the uncached card of a stored 25-holding
    // portfolio with a full 5,000-trade log must stay within 3× the uncached card without trades,
    // both timed one request at a time in this run, alternately. A PATCH before each stored card bumps the
    // portfolio's version, so every card is computed afresh (the PATCH is not timed). Issue 27: the same with a
    // full log of 5,000 mixed activities (dividends, interest, fees, taxes, deposits and withdrawals, transfers, a
    // split; cash reported).
    const timedCard = async (cardBody) => {
      let card;
      const ms = await timeMs(async () => {
        const response = await fetch(`${server.url}/v1/clarity/card`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(cardBody) });
        card = await response.json();
        if (!response.ok) throw new Error(`card → ${response.status}`);
      });
      return { ms, card };
    };
    const logs = [
      { name: 'trades', label: '5,000 trades', baseline: 'card without trades p50', log: tradeLog(), checks: (card) => ({ 'basis trade_log': card?.performance.basis === 'trade_log' }), offset: 10 },
      {
        name: 'activities',
        label: '5,000 mixed activities',
        baseline: 'card without activities p50',
        log: activityLog(),
        checks: (card) => ({
          'basis trade_log': card?.performance.basis === 'trade_log',
          'cash reported': card?.performance.cash === 'reported',
          'dividends counted': (card?.performance.income.total.dividends ?? 0) > 0,
        }),
        offset: 100,
      },
    ];
    for (const { name, label, baseline, log, checks, offset } of logs) {
      const logged = await api('POST', '/v1/sdk/partner-portfolios', {
        externalId: `bench-card-${name}-${Date.now()}`,
        baseCurrency: 'USD',
        currentHoldings: holdings(),
        profile: { riskTolerance: 'balanced', horizonYears: 10 },
      });
      const recorded = await api('POST', `/v1/sdk/partner-portfolios/${logged.id}/trades`, log);
      let last = null;
      const { a: without, b: withLog } = await alternatedMedianMs(
        TRADE_LOG_SAMPLES,
        async (i) => (await timedCard({ portfolio: { externalId: `cold-${name}-${i}`, currentHoldings: holdings().map((h) => ({ ...h, quantity: h.quantity + i + offset })) } })).ms,
        async (i) => {
          await api('PATCH', `/v1/sdk/partner-portfolios/${logged.id}`, { profile: { riskTolerance: 'balanced', horizonYears: 10 + (i & 1) } });
          const { ms, card } = await timedCard({ portfolioId: logged.id });
          last = card;
          return ms;
        },
      );
      const ratio = withLog / without;
      row(
        `POST /v1/clarity/card (uncached, 25 holdings, ${label})`,
        { p50: withLog },
        {
          baseline: baselineOf(baseline, without, 'ms'),
          ratio,
          target: atMost(3, ratio, checks(last)),
          extra: `${recorded.tradeCount} ${name}; basis ${last?.performance.basis}, cash ${last?.performance.cash}`,
        },
      );
    }

    // Interleaved: on a shared 2-core machine the speed drifts by ±15 % within a minute, so a 5 s
    // baseline followed by a 5 s card run compares two different machines. Short alternating
    // windows compare like with like; for each figure the round with the median ratio is reported.
    // The targets are judged on the request browsers (the iframe) and the SDK (fetch) send, which
    // accepts gzip; a client that accepts no compression is measured beside it.
    const card = { url: server.url, path: '/v1/clarity/card', method: 'POST', body, connections: 50 };
    const browser = { ...card, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } };
    const identity = { ...card, headers };
    const healthz = { url: server.url, path: '/healthz', connections: 50 };
    const hello = { url: helloServer.url, path: '/', connections: 50 };
    await load({ ...browser, duration: 2 });
    await load({ ...identity, duration: 2 });
    // The card's true limit: a raw node:http server sending the very bytes the API sent for this
    // request (gzip body and headers), recorded once now that the card is cached.
    const replayServer = await startReplayServer(await recordResponse(browser));
    const replay = { ...browser, url: replayServer.url };
    const rounds = { browser: [], identity: [] };
    try {
      for (let i = 0; i < ROUNDS; i++) {
        const h = await load({ ...healthz, duration: 2 });
        const limit = await load({ ...hello, duration: 2 });
        const same = await load({ ...replay, duration: 2 });
        for (const [kind, options] of [['browser', browser], ['identity', identity]]) {
          const c = await load({ ...options, duration: 2 });
          rounds[kind].push({
            ...c,
            healthz: h,
            hello: limit,
            replay: same,
            ratio: c.reqPerSec / h.reqPerSec,
            p99Ratio: c.p99 / h.p99,
            helloRatio: c.reqPerSec / limit.reqPerSec,
            replayRatio: c.reqPerSec / same.reqPerSec,
          });
        }
      }
    } finally {
      await replayServer.stop();
    }
    const faultsOf = (kind) => rounds[kind].reduce((total, r) => total + r.non2xx + r.errors, 0);
    const titleOf = (label) => `POST /v1/clarity/card cached, ${label} (${ROUNDS} rounds)`;

    const gzipFaults = faultsOf('browser');
    const throughput = medianBy(rounds.browser, 'ratio');
    row(titleOf('gzip accepted, as browsers send'), throughput.item, {
      baseline: baselineOf('healthz', throughput.item.healthz.reqPerSec, 'req/s'),
      ratio: throughput.item.ratio,
      target: atLeast(0.5, throughput.item.ratio, { 'no faults': gzipFaults === 0 }),
      extra: `ratios ${throughput.spread}; faults ${gzipFaults}`,
    });
    const tail = medianBy(rounds.browser, 'p99Ratio');
    row(titleOf('gzip, p99 latency'), tail.item, {
      baseline: baselineOf('healthz p99', tail.item.healthz.p99, 'ms'),
      ratio: tail.item.p99Ratio,
      target: atMost(2, tail.item.p99Ratio),
      extra: `p99 ratios ${tail.spread}`,
    });
    const plain = medianBy(rounds.identity, 'ratio');
    row(titleOf('no Accept-Encoding'), plain.item, {
      baseline: baselineOf('healthz', plain.item.healthz.reqPerSec, 'req/s'),
      ratio: plain.item.ratio,
      extra: `ratios ${plain.spread}; faults ${faultsOf('identity')}`,
    });
    const distance = medianBy(rounds.browser, 'helloRatio');
    row(titleOf('gzip ÷ raw hello'), distance.item, {
      baseline: baselineOf('hello', distance.item.hello.reqPerSec, 'req/s'),
      ratio: distance.item.helloRatio,
      extra: `ratios ${distance.spread}; no Accept-Encoding ${medianBy(rounds.identity, 'helloRatio').item.helloRatio.toFixed(2)}×`,
    });
    note(`card ÷ raw node:http hello: ${distance.item.helloRatio.toFixed(2)}× (cached 25-holding card, gzip, 50 connections, autocannon; median of ${ROUNDS} interleaved rounds)`);
    const limit = medianBy(rounds.browser, 'replayRatio');
    row(titleOf('gzip ÷ raw server sending the same bytes'), limit.item, {
      baseline: baselineOf('same bytes, raw node:http', limit.item.replay.reqPerSec, 'req/s'),
      ratio: limit.item.replayRatio,
      target: atLeast(0.5, limit.item.replayRatio),
      extra: `ratios ${limit.spread}`,
    });
    note(`card ÷ raw node:http server sending the same gzip bytes: ${limit.item.replayRatio.toFixed(2)}× (target ≥ 0.5×; median of ${ROUNDS} interleaved rounds)`);

    // Issue 18: the same cached card from a server of the same build on PostgreSQL
    // (CLARITY_DATABASE_URL), against this SQLite server's, in alternating windows: ≥ 0.7×.
    const postgres = await startPostgresServer();
    try {
      const stored = await apiOf(postgres, 'POST', '/v1/sdk/partner-portfolios', {
        externalId: `bench-card-${Date.now()}`,
        baseCurrency: 'USD',
        currentHoldings: holdings(),
        profile: { riskTolerance: 'balanced', horizonYears: 10 },
      });
      const onPostgres = { ...browser, url: postgres.url, body: { portfolioId: stored.id }, headers: { ...browser.headers, 'x-api-key': postgres.apiKey } };
      const compared = await alternate({ baseline: browser, subject: onPostgres });
      row(`POST /v1/clarity/card cached, gzip, on PostgreSQL (5 rounds)`, compared, {
        baseline: baselineOf('same on SQLite', compared.baseline.reqPerSec, 'req/s'),
        ratio: compared.ratio,
        target: atLeast(0.7, compared.ratio, { 'no faults': compared.faults === 0 }),
        extra: `ratios ${compared.ratios}`,
      });
    } finally {
      await postgres.stop();
    }

    // autocannon's own handling of gzip bodies throttles the client once the body passes ~10 KB (the
    // server then idles: a CPU profile shows ~40 % idle), so where wrk (a C client, Debian's `wrk`) is
    // installed the same comparison is also made with it, in WRK_ROUNDS rounds of 2 s windows:
    // healthz, the hello, then the card with and without gzip.
    if (spawnSync('wrk', ['--version']).error === undefined) {
      const wrk = (url, lua) => {
        const args = ['-t1', '-c50', '-d2s', ...(lua ? ['-s', lua] : []), url];
        const match = /Requests\/sec:\s+([\d.]+)/.exec(spawnSync('wrk', args, { encoding: 'utf8' }).stdout);
        return match ? Number(match[1]) : Number.NaN;
      };
      const script = (gzip) => {
        const file = join(tmpdir(), `clarity-card-${gzip ? 'gzip' : 'identity'}.lua`);
        writeFileSync(file, `wrk.method = "POST"\nwrk.body = '${JSON.stringify(body)}'\nwrk.headers["Content-Type"] = "application/json"\nwrk.headers["x-api-key"] = "${server.apiKey}"\n${gzip ? 'wrk.headers["Accept-Encoding"] = "gzip"\n' : ''}`);
        return file;
      };
      const [gzipScript, identityScript] = [script(true), script(false)];
      const wrkRounds = [];
      for (let i = 0; i < WRK_ROUNDS; i++) {
        const h = wrk(`${server.url}/healthz`);
        const limit = wrk(`${helloServer.url}/`);
        const gz = wrk(`${server.url}/v1/clarity/card`, gzipScript);
        const id = wrk(`${server.url}/v1/clarity/card`, identityScript);
        wrkRounds.push({ reqPerSec: gz, healthz: h, ratio: gz / h, identityRatio: id / h, helloRatio: gz / limit, hello: limit });
      }
      const byWrk = medianBy(wrkRounds, 'ratio');
      const { item: round } = byWrk;
      row(`POST /v1/clarity/card cached, gzip accepted (wrk, ${WRK_ROUNDS} rounds)`, round, {
        baseline: baselineOf('healthz (wrk)', round.healthz, 'req/s'),
        ratio: round.ratio,
        target: atLeast(0.5, round.ratio),
        extra: `ratios ${byWrk.spread}; identity ${round.identityRatio.toFixed(2)}×; ÷ hello ${round.helloRatio.toFixed(2)}× (hello ${round.hello.toFixed(0)} req/s)`,
      });
      const toHello = medianBy(wrkRounds, 'helloRatio');
      note(`card ÷ raw node:http hello with wrk: ${toHello.item.helloRatio.toFixed(2)}× (gzip; median of ${WRK_ROUNDS} rounds: ${toHello.spread})`);
    }
  },
};
