import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/harness.js';
import { createTestDatabase, TEST_DB, type TestDatabase, type TestDatabaseOptions } from '../testing/test-database.js';
import { tradeBatch } from '../testing/fixtures.js';
import { openDatabase } from './database.js';
import { migrations } from './migrations/index.js';

// What only PostgreSQL can get wrong: concurrent starts, its collations, its number types.
const dir = mkdtempSync(join(tmpdir(), 'clarity-pg-'));
const created: TestDatabase[] = [];
afterAll(async () => {
  for (const database of created) await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function freshDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const database = await createTestDatabase(join(dir, 'unused.db'), options);
  created.push(database);
  return database;
}

describe.runIf(TEST_DB === 'postgres')('PostgreSQL storage', () => {
  it('four instances starting together on a fresh database migrate it once (the Migrator’s advisory lock)', async () => {
    const target = await freshDatabase({ fresh: true });
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase(target.location)));
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(instances[0]!.db);
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations));
      for (const instance of instances) expect(await instance.ping()).toBe(true);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });

  it('refuses a database whose collation does not sort by code point, saying how to create one', async () => {
    const target = await freshDatabase({ icuLocale: 'en-US' });
    await expect(openDatabase(target.location)).rejects.toThrow(/code-point order.*CREATE DATABASE clarity TEMPLATE template0/);
  });

  it('keeps doubles at full precision and hands counts and sequence numbers back as numbers', async () => {
    const ctx = await createTestContext();
    try {
      const { apiKey } = await ctx.newOrg();
      const { body: portfolio } = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'p' }).expect(201);
      const trades = tradeBatch(2, '2026-01-05T10:00:00Z', 'x', { quantity: 0.123456789012345, price: 98765.4321098765 });
      const { body } = await request(ctx.app)
        .post(`/v1/sdk/partner-portfolios/${portfolio.id as string}/trades`)
        .set('x-api-key', apiKey)
        .send({ trades, currentHoldings: [] })
        .expect(200);
      expect(body).toMatchObject({ appended: 2, tradeCount: 2 });
      const rows = await ctx.database.db.selectFrom('trades').select(['seq', 'quantity', 'price']).execute();
      expect(rows.map((r) => [typeof r.seq, r.quantity, r.price])).toEqual([
        ['number', 0.123456789012345, 98765.4321098765],
        ['number', 0.123456789012345, 98765.4321098765],
      ]);
    } finally {
      await ctx.close();
    }
  });
});
