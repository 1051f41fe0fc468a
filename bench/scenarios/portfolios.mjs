// Issue 2 targets, as ratios to baselines of this run: a portfolio read ≥ 0.35× /healthz throughput;
// recording 1,000 trades onto a full 5,000-trade log (p50) ≤ 12× the floor of a durable append
// (1,000 rows inserted by better-sqlite3 alone, WAL and synchronous = FULL, one transaction).
// Issue 18: the same 1,000-onto-5,000 record on a PostgreSQL server of the same build, p50 ≤ 2× the
// SQLite server's, the two timed alternately request by request.
import { openDurableInsert } from '../baselines.mjs';
import { mixedActivities } from '../fixtures.mjs';
import { alternate, api as apiOf } from '../lib.mjs';
import { atLeast, atMost, baselineOf } from '../report.mjs';
import { percentile, timeMs } from '../stats.mjs';

/** Trade requests timed, each right after one floor append (after WARMUP of each). */
const SAMPLES = 200;
const WARMUP = 10;
/** Record requests timed on each database in the PostgreSQL comparison (after WARMUP of each). */
const POSTGRES_SAMPLES = 60;

function trades(count, startMs, prefix) {
  return Array.from({ length: count }, (_, i) => ({
    ticker: 'AAPL',
    side: i % 3 === 0 ? 'sell' : 'buy',
    quantity: 1 + (i % 7),
    price: 150 + (i % 50),
    currency: 'USD',
    executedAt: new Date(startMs + i * 60_000).toISOString(),
    fees: 0.5,
    externalId: `${prefix}-${i}`,
  }));
}

export default {
  name: 'portfolios',
  async run({ server, healthz, measure, row, api, startPostgresServer }) {
    const headers = { 'x-api-key': server.apiKey };
    const page = await api('GET', '/v1/sdk/partner-portfolios?limit=1');
    const id = page.data[0].id;
    const vsHealthz = baselineOf('healthz', healthz.reqPerSec, 'req/s');

    const read = await alternate({ baseline: { url: server.url, path: '/healthz', connections: 50 }, subject: { url: server.url, path: `/v1/sdk/partner-portfolios/${id}`, headers, connections: 50 } });
    row('GET /v1/sdk/partner-portfolios/{id} (5 rounds)', read, {
      baseline: baselineOf('healthz', read.baseline.reqPerSec, 'req/s'),
      ratio: read.ratio,
      target: atLeast(0.45, read.ratio, { 'no faults': read.faults === 0 }),
      extra: `ratios ${read.ratios}`,
    });

    const list = await measure({ url: server.url, path: '/v1/sdk/partner-portfolios?limit=20', headers, connections: 50, duration: 5 });
    row('GET /v1/sdk/partner-portfolios?limit=20', list, { baseline: vsHealthz, ratio: list.reqPerSec / healthz.reqPerSec });

    // Record 1,000 trades onto a log already holding 5,000: each request is a fresh batch of
    // newer trades, so every call appends 1,000 and drops the 1,000 oldest. Requests go one at a
    // time, each right after one floor append on the same disk, so drift hits both alike.
    const base = Date.parse('2020-01-01T00:00:00Z');
    const post = (srv, portfolioId, body) =>
      fetch(`${srv.url}/v1/sdk/partner-portfolios/${portfolioId}/trades`, { method: 'POST', headers: { 'x-api-key': srv.apiKey, 'content-type': 'application/json' }, body }).then(async (response) => {
        await response.arrayBuffer();
        return response.ok;
      });
    /** Each kind of book: its seed of 5,000 and the body of its `batch`-th record of 1,000. */
    const kinds = [
      {
        label: '1,000 onto a full 5,000 log',
        seed: trades(5000, base, 'seed'),
        body: (batch) => JSON.stringify({ trades: trades(1000, base + batch * 10_000_000_000, `b${batch}`), currentHoldings: [{ ticker: 'AAPL', quantity: batch }] }),
      },
      // Issue 27: 1,000 mixed activities (trades, dividends, interest, fees, taxes, deposits, withdrawals) onto a full
      // log of 5,000 that reports cash, so each batch's withdrawals are checked against the book's cash (kept per
      // currency since the first batch that withdrew; docs/activities.md, "Cash kept per currency").
      {
        label: '1,000 mixed activities onto a full 5,000 log',
        seed: [{ externalId: 'seed-deposit', type: 'deposit', amount: 100_000_000, currency: 'USD', executedAt: new Date(base - 60_000).toISOString() }, ...mixedActivities(4999, base, 'seed')],
        body: (batch) => JSON.stringify({ trades: mixedActivities(1000, base + batch * 10_000_000_000, `m${batch}`), currentHoldings: [{ ticker: 'AAPL', quantity: batch }] }),
      },
    ];
    let tradesRatio = null;
    for (const kind of kinds) {
      const target = await api('POST', '/v1/sdk/partner-portfolios', { externalId: `bench-trades-${Date.now()}` });
      await api('POST', `/v1/sdk/partner-portfolios/${target.id}/trades`, { trades: kind.seed, currentHoldings: [] });
      kind.sqliteId = target.id;
      const floor = openDurableInsert(server.dir);
      const floorMs = [];
      const recordMs = [];
      let failures = 0;
      try {
        for (let i = 0; i < WARMUP + SAMPLES; i++) {
          const body = kind.body(i + 1);
          const append = floor.appendMs();
          let ok = true;
          const record = await timeMs(async () => {
            ok = await post(server, target.id, body);
          });
          if (!ok) failures += 1;
          if (i < WARMUP) continue;
          floorMs.push(append);
          recordMs.push(record);
        }
      } finally {
        floor.close();
      }
      const floorP50 = percentile(floorMs, 50);
      row('raw better-sqlite3 insert: 1,000 rows, synchronous = FULL', { p50: floorP50, p99: percentile(floorMs, 99) }, { extra: 'the floor of a durable append' });
      const p50 = percentile(recordMs, 50);
      const ratio = p50 / floorP50;
      row(
        `POST …/trades (${kind.label})`,
        { reqPerSec: 1000 / (recordMs.reduce((a, b) => a + b, 0) / recordMs.length), p50, p99: percentile(recordMs, 99) },
        {
          baseline: baselineOf('raw insert p50', floorP50, 'ms'),
          ratio,
          target: atMost(12, ratio, { 'no failures': failures === 0 }),
          extra: `${SAMPLES} sequential; ${tradesRatio === null ? '' : `trades-only ratio this run ${tradesRatio.toFixed(2)}; `}failures ${failures}`,
        },
      );
      tradesRatio ??= ratio;
    }

    // The same records on PostgreSQL: a second server on a fresh database, each log filled to 5,000
    // the same way; then each batch goes to the SQLite server and at once to the PostgreSQL one.
    const postgres = await startPostgresServer();
    try {
      for (const kind of kinds) {
        const onPostgres = await apiOf(postgres, 'POST', '/v1/sdk/partner-portfolios', { externalId: `bench-trades-${Date.now()}` });
        await apiOf(postgres, 'POST', `/v1/sdk/partner-portfolios/${onPostgres.id}/trades`, { trades: kind.seed, currentHoldings: [] });
        let failures = 0;
        const record = (srv, portfolioId, body) =>
          timeMs(async () => {
            if (!(await post(srv, portfolioId, body))) failures += 1;
          });
        const times = { sqlite: [], postgres: [] };
        for (let i = 0; i < WARMUP + POSTGRES_SAMPLES; i++) {
          const body = kind.body(WARMUP + SAMPLES + i + 1);
          const sqliteMs = await record(server, kind.sqliteId, body);
          const postgresMs = await record(postgres, onPostgres.id, body);
          if (i < WARMUP) continue;
          times.sqlite.push(sqliteMs);
          times.postgres.push(postgresMs);
        }
        const sqliteP50 = percentile(times.sqlite, 50);
        const postgresP50 = percentile(times.postgres, 50);
        row(
          `POST …/trades on PostgreSQL (${kind.label})`,
          { p50: postgresP50, p99: percentile(times.postgres, 99) },
          {
            baseline: baselineOf('same on SQLite p50', sqliteP50, 'ms'),
            ratio: postgresP50 / sqliteP50,
            target: atMost(2, postgresP50 / sqliteP50, { 'no failures': failures === 0 }),
            extra: `${POSTGRES_SAMPLES} alternated with SQLite; failures ${failures}`,
          },
        );
      }
    } finally {
      await postgres.stop();
    }
  },
};
