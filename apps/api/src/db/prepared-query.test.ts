// @postgres: prepared statements on each engine
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { preparedQuery } from './prepared-query.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

describe('preparedQuery', () => {
  it('runs the compiled SQL with each call’s arguments, in the right positions', async () => {
    const a = await ctx.newOrg('Alpha');
    const b = await ctx.newOrg('Beta');
    const byIdAndName = preparedQuery(ctx.database.db, 2, (name: string, id: string) =>
      ctx.database.db.selectFrom('organizations').select(['id', 'name']).where('id', '=', id).where('name', '=', name),
    );
    expect(await byIdAndName('Alpha', a.orgId)).toEqual([{ id: a.orgId, name: 'Alpha' }]);
    expect(await byIdAndName('Beta', b.orgId)).toEqual([{ id: b.orgId, name: 'Beta' }]);
    expect(await byIdAndName('Alpha', b.orgId)).toEqual([]);
  });

  it('refuses a builder whose parameters are not all arguments', () => {
    expect(() => preparedQuery(ctx.database.db, 1, (id: string) => ctx.database.db.selectFrom('organizations').selectAll().where('id', '=', id).where('active', '=', 1))).toThrow(/not an argument/);
  });

  it('never reads another transaction’s uncommitted writes on the shared connection', async () => {
    const { orgId } = await ctx.newOrg('Before');
    const nameOf = preparedQuery(ctx.database.db, 1, (id: string) => ctx.database.db.selectFrom('organizations').select('name').where('id', '=', id));
    let readDuringTransaction: Promise<{ name: string }[]> | undefined;
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('organizations').set({ name: 'Uncommitted' }).where('id', '=', orgId).execute();
        readDuringTransaction = nameOf(orgId);
        await new Promise((r) => setTimeout(r, 5));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readDuringTransaction).toEqual([{ name: 'Before' }]);
    expect(await nameOf(orgId)).toEqual([{ name: 'Before' }]);
  });
});
