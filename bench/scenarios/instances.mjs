// Issue 18 (coordination): several instances behind a balancer, sharing one database and one Redis
// (CLARITY_REDIS_URL). Reported, not judged: two instances against one, each serving the cached card
// with the rate limit counted in Redis (the coordinated path every request takes), and one instance's
// cost of that shared limit against the in-memory limit. No target: on this machine the load client,
// both servers and Redis share the same 2 cores, so a second instance adds no CPU to serve with;
// the ratio shows what coordination costs and that nothing serializes across instances, not how far
// a deployment with a core per instance scales.
//
// The round-robin client: 50 connections dealt in turn to the instances (25 each for two), as a
// balancer spreading connections; windows alternate with the baseline (lib.mjs, `alternate`).
import { randomBytes } from 'node:crypto';
import { alternate } from '../lib.mjs';
import { baselineOf } from '../report.mjs';
import { holdings } from '../fixtures.mjs';

const REDIS_URL = process.env.CLARITY_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 50;
/** A limit that is counted on every request but never reached: the cost of counting, not of refusing. */
const UNREACHED_LIMIT = '100000000';

export default {
  name: 'instances',
  async run({ startServer, load, row, note }) {
    const redis = { CLARITY_REDIS_URL: REDIS_URL, CLARITY_REDIS_PREFIX: `clarity-bench:${randomBytes(6).toString('hex')}:`, CLARITY_RATE_LIMIT_PER_MINUTE: UNREACHED_LIMIT };
    const first = await startServer({ env: redis });
    const started = [first];
    try {
      const second = await startServer({ env: redis, shareDataWith: first });
      started.push(second);
      const local = await startServer({ env: { CLARITY_RATE_LIMIT_PER_MINUTE: UNREACHED_LIMIT } });
      started.push(local);

      const cardOn = async (server) => {
        const response = await fetch(`${server.url}/v1/sdk/partner-portfolios`, {
          method: 'POST',
          headers: { 'x-api-key': server.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ externalId: `bench-instances-${randomBytes(4).toString('hex')}`, currentHoldings: holdings() }),
        });
        if (response.status !== 201) throw new Error(`create portfolio → ${response.status}`);
        const { id } = await response.json();
        return { method: 'POST', path: '/v1/clarity/card', headers: { 'x-api-key': server.apiKey }, body: { portfolioId: id } };
      };
      // One portfolio on the shared database serves both instances; the local instance has its own.
      const shared = await cardOn(first);
      const own = await cardOn(local);

      const oneInstance = (seconds) => load({ url: first.url, ...shared, connections: CONNECTIONS, duration: seconds });
      const twoInstances = async (seconds) => {
        const parts = await Promise.all([first, second].map((server) => load({ url: server.url, ...shared, connections: CONNECTIONS / 2, duration: seconds })));
        return {
          reqPerSec: parts[0].reqPerSec + parts[1].reqPerSec,
          p50: Math.max(parts[0].p50, parts[1].p50),
          p99: Math.max(parts[0].p99, parts[1].p99),
          non2xx: parts[0].non2xx + parts[1].non2xx,
          errors: parts[0].errors + parts[1].errors,
        };
      };

      const scaled = await alternate({ baseline: oneInstance, subject: twoInstances });
      row('card, 2 instances round-robin (Redis-shared limit, 50 conns)', scaled, {
        baseline: baselineOf('1 instance', scaled.baseline.reqPerSec, 'req/s'),
        ratio: scaled.ratio,
        extra: `ratios ${scaled.ratios}; faults ${scaled.faults}; client, 2 servers and Redis on the same 2 cores`,
      });

      const counted = await alternate({
        baseline: (seconds) => load({ url: local.url, ...own, connections: CONNECTIONS, duration: seconds }),
        subject: oneInstance,
      });
      row('card, 1 instance, limit counted in Redis (50 conns)', counted, {
        baseline: baselineOf('limit in memory', counted.baseline.reqPerSec, 'req/s'),
        ratio: counted.ratio,
        extra: `ratios ${counted.ratios}; faults ${counted.faults}`,
      });
      note(
        `instances: two instances served ${scaled.ratio.toFixed(2)}× one instance's cached-card throughput; one instance counting its limit in Redis served ${counted.ratio.toFixed(2)}× one counting it in memory (2 shared cores: client, servers and Redis compete).`,
      );
    } finally {
      for (const server of started.reverse()) await server.stop();
    }
  },
};
