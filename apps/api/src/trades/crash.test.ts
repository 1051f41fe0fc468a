import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { openDatabase } from '../db/database.js';
import { OrganizationService } from '../orgs/service.js';
import { startServerProcess } from '../testing/server-process.js';
import { TEST_DB } from '../testing/test-database.js';

const CYCLES = 8;
const WRITERS = 4;
const TRADES_PER_BATCH = 3;

const dir = mkdtempSync(join(tmpdir(), 'clarity-crash-'));
const dbPath = join(dir, 'clarity.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Cycle {
  portfolioId: string;
  acked: Set<number>;
  sent: Set<number>;
}

// About the SQLite file itself (WAL, synchronous = FULL, its integrity check), so SQLite in both
// suites: the PostgreSQL suite skips it rather than run the same thing again.
describe.skipIf(TEST_DB === 'postgres')('crash safety of the trade log', () => {
  it('SIGKILL during concurrent appends: integrity ok, every acknowledged batch whole, holdings from a whole batch', { timeout: 180_000 }, async () => {
    const setup = await openDatabase(dbPath);
    const { apiKey } = await new OrganizationService(setup.db, systemClock).create('Crash', 'production');
    await setup.close();

    let nextBatch = 1;
    const cycles: Cycle[] = [];
    for (let c = 0; c < CYCLES; c++) {
      const server = await startServerProcess({ CLARITY_DB_PATH: dbPath });
      const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
      const created = await fetch(`${server.url}/v1/sdk/partner-portfolios`, { method: 'POST', headers, body: JSON.stringify({ externalId: `cycle-${c}` }) });
      expect(created.status).toBe(201);
      const cycle: Cycle = { portfolioId: ((await created.json()) as { id: string }).id, acked: new Set(), sent: new Set() };
      cycles.push(cycle);

      let running = true;
      const writer = async () => {
        while (running) {
          const batch = nextBatch++;
          const body = {
            trades: Array.from({ length: TRADES_PER_BATCH }, (_, i) => ({
              ticker: 'AAPL', side: 'buy', quantity: 1, price: batch, currency: 'USD',
              executedAt: new Date(Date.UTC(2026, 0, 1) + batch * 1000 + i).toISOString(), externalId: `b${batch}-${i}`,
            })),
            currentHoldings: [{ ticker: 'AAPL', quantity: batch }],
          };
          cycle.sent.add(batch);
          try {
            const res = await fetch(`${server.url}/v1/sdk/partner-portfolios/${cycle.portfolioId}/trades`, { method: 'POST', headers, body: JSON.stringify(body) });
            if (res.status === 200) {
              await res.arrayBuffer();
              cycle.acked.add(batch);
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);
      await new Promise((r) => setTimeout(r, 150 + Math.floor(Math.random() * 250)));
      await server.kill('SIGKILL');
      running = false;
      await Promise.all(writers);
    }

    // Recovery happens on open, exactly as on a restart.
    const restarted = await startServerProcess({ CLARITY_DB_PATH: dbPath });
    await restarted.kill('SIGTERM');
    const sqlite = new SQLite(dbPath, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const countOf = sqlite.prepare<[string], { n: number }>("SELECT count(*) AS n FROM trades WHERE external_id LIKE ? ESCAPE '\\'");
      let acknowledged = 0;
      for (const cycle of cycles) {
        for (const batch of cycle.sent) {
          const present = countOf.get(`b${batch}-%`)!.n;
          // Never a partial batch.
          expect([0, TRADES_PER_BATCH], `batch ${batch}`).toContain(present);
          if (cycle.acked.has(batch)) {
            acknowledged += 1;
            expect(present, `acknowledged batch ${batch}`).toBe(TRADES_PER_BATCH);
          }
        }
        const row = sqlite.prepare<[string], { current_holdings: string }>('SELECT current_holdings FROM portfolios WHERE id = ?').get(cycle.portfolioId)!;
        const holdings = JSON.parse(row.current_holdings) as { quantity: number }[];
        if (cycle.acked.size === 0) continue;
        // The holdings are those of a batch that was sent in this cycle and is fully present.
        const holdingsBatch = holdings[0]!.quantity;
        expect(cycle.sent.has(holdingsBatch)).toBe(true);
        expect(countOf.get(`b${holdingsBatch}-%`)!.n).toBe(TRADES_PER_BATCH);
        // …and no acknowledged batch is newer in commit order than the one the holdings show.
        const seqOf = sqlite.prepare<[string], { seq: number }>('SELECT max(seq) AS seq FROM trades WHERE external_id LIKE ?');
        const holdingsSeq = seqOf.get(`b${holdingsBatch}-%`)!.seq;
        for (const batch of cycle.acked) expect(seqOf.get(`b${batch}-%`)!.seq).toBeLessThanOrEqual(holdingsSeq);
      }
      expect(acknowledged).toBeGreaterThan(CYCLES);
    } finally {
      sqlite.close();
    }
  });
});
