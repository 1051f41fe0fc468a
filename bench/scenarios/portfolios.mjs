// Issue 2 targets: portfolio read ≥ 0.8× /healthz; recording 1,000 trades onto a full 5,000-trade
// log ≤ 15 ms p50.

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
  async run({ server, baseline, measure, row, api }) {
    const headers = { 'x-api-key': server.apiKey };
    const page = await api('GET', '/v1/sdk/partner-portfolios?limit=1');
    const id = page.data[0].id;

    const read = await measure({ url: server.url, path: `/v1/sdk/partner-portfolios/${id}`, headers, connections: 50, duration: 5 });
    row('GET /v1/sdk/partner-portfolios/{id}', read, '≥ 0.8× healthz', read.reqPerSec >= 0.8 * baseline.reqPerSec);

    const list = await measure({ url: server.url, path: '/v1/sdk/partner-portfolios?limit=20', headers, connections: 50, duration: 5 });
    row('GET /v1/sdk/partner-portfolios?limit=20', list);

    // Record 1,000 trades onto a log already holding 5,000: each request is a fresh batch of
    // newer trades, so every call appends 1,000 and drops the 1,000 oldest.
    const target = await api('POST', '/v1/sdk/partner-portfolios', { externalId: `bench-trades-${Date.now()}` });
    const base = Date.parse('2020-01-01T00:00:00Z');
    await api('POST', `/v1/sdk/partner-portfolios/${target.id}/trades`, { trades: trades(5000, base, 'seed'), currentHoldings: [] });
    let batch = 0;
    const bodies = Array.from({ length: 400 }, () => {
      batch += 1;
      return JSON.stringify({ trades: trades(1000, base + batch * 10_000_000_000, `b${batch}`), currentHoldings: [{ ticker: 'AAPL', quantity: batch }] });
    });
    let next = 0;
    const autocannon = (await import('autocannon')).default;
    const result = await autocannon({
      url: `${server.url}/v1/sdk/partner-portfolios/${target.id}/trades`,
      connections: 1,
      amount: 200,
      requests: [{ method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
    });
    const figures = { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
    row('POST …/trades (1,000 onto a full 5,000 log)', figures, 'p50 ≤ 15 ms', figures.p50 <= 15, `non2xx ${result.non2xx}`);
  },
};
