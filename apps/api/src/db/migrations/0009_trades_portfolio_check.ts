import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../dialect.js';

// PostgreSQL only: a trade's reference to its portfolio is checked once per statement instead of once
// per row. The declared foreign key ran one lookup of the portfolio (a query of its own) for every
// inserted trade: 1,000 per batch, about a fifth of the batch's time. Triggers over transition tables
// (the rows a statement inserted or deleted) keep every rule the key kept, with the same error:
// - trades inserted or updated must name portfolios that exist; those portfolios are locked FOR KEY
//   SHARE until commit, as the key's check locks them, so none is deleted before the trades commit;
// - deleting portfolios deletes their trades (the key's ON DELETE CASCADE);
// - changing the id of a portfolio that trades name is refused (the key's NO ACTION; ids never change);
// - truncating portfolios while trades remain is refused (truncate both in one statement instead).
// A violation raises 23503 foreign_key_violation, as the key did (`db/errors.ts` reads that code). The
// functions resolve table names in the schema they were created in (`set search_path from current`).
// SQLite keeps its declared key: a check there is an in-process index probe.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`alter table trades drop constraint trades_portfolio_id_fkey`.execute(db);

  await sql`
    create function trades_check_portfolios() returns trigger language plpgsql set search_path from current as $$
    begin
      perform from portfolios where id in (select portfolio_id from new_trades) for key share;
      if exists (select from new_trades where not exists (select from portfolios where portfolios.id = new_trades.portfolio_id)) then
        raise foreign_key_violation using message = 'trades name a portfolio that does not exist', table = 'trades', constraint = 'trades_portfolio_id_check';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger trades_portfolio_on_insert after insert on trades referencing new table as new_trades
    for each statement execute function trades_check_portfolios()`.execute(db);
  await sql`create trigger trades_portfolio_on_update after update on trades referencing new table as new_trades
    for each statement execute function trades_check_portfolios()`.execute(db);

  await sql`
    create function portfolios_delete_trades() returns trigger language plpgsql set search_path from current as $$
    begin
      delete from trades where portfolio_id in (select id from old_portfolios);
      return null;
    end $$`.execute(db);
  await sql`create trigger portfolios_delete_trades after delete on portfolios referencing old table as old_portfolios
    for each statement execute function portfolios_delete_trades()`.execute(db);

  await sql`
    create function portfolios_keep_traded_ids() returns trigger language plpgsql set search_path from current as $$
    begin
      if exists (select from trades where portfolio_id = old.id) then
        raise foreign_key_violation using message = 'a portfolio with trades keeps its id', table = 'portfolios', constraint = 'trades_portfolio_id_check';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger portfolios_keep_traded_ids after update of id on portfolios
    for each row when (old.id is distinct from new.id) execute function portfolios_keep_traded_ids()`.execute(db);

  await sql`
    create function portfolios_truncate_with_trades() returns trigger language plpgsql set search_path from current as $$
    begin
      if exists (select from trades) then
        raise foreign_key_violation using message = 'truncate trades in the same statement as portfolios', table = 'portfolios', constraint = 'trades_portfolio_id_check';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger portfolios_truncate_with_trades after truncate on portfolios
    for each statement execute function portfolios_truncate_with_trades()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop trigger portfolios_truncate_with_trades on portfolios`.execute(db);
  await sql`drop function portfolios_truncate_with_trades()`.execute(db);
  await sql`drop trigger portfolios_keep_traded_ids on portfolios`.execute(db);
  await sql`drop function portfolios_keep_traded_ids()`.execute(db);
  await sql`drop trigger portfolios_delete_trades on portfolios`.execute(db);
  await sql`drop function portfolios_delete_trades()`.execute(db);
  await sql`drop trigger trades_portfolio_on_update on trades`.execute(db);
  await sql`drop trigger trades_portfolio_on_insert on trades`.execute(db);
  await sql`drop function trades_check_portfolios()`.execute(db);
  await sql`alter table trades add constraint trades_portfolio_id_fkey foreign key (portfolio_id) references portfolios (id) on delete cascade`.execute(db);
}
