import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import type { ParsedMarketData } from './parse.js';
import { lockForTransaction } from '../db/transaction-lock.js';

export interface ImportCounts {
  instruments: number;
  prices: number;
  fxRates: number;
  sources: number;
  stories: number;
  storyLinks: number;
  developments: number;
  stateChanges: number;
  corporateActions: number;
}

// Rows per INSERT: well under SQLite's bound-parameter limit for the widest table.
const CHUNK = 200;

/**
 * Writes validated data inside the caller's transaction. Every row is an upsert on its natural
 * key, so importing the same files again changes nothing and a corrected file updates in place.
 * A story's links and a development's sources and state changes are replaced by the imported
 * ones: the record in the file is the whole truth about them. Developments that the import does
 * not mention are kept, so a daily file may carry only the new ones. Concurrent writers (the CLI
 * beside the feed poller, several instances) take turns.
 */
export async function writeMarketData(trx: Transaction<DatabaseSchema>, data: ParsedMarketData): Promise<ImportCounts> {
  // Imports and news ingests upsert the same instruments, stories and sources; one at a time.
  await lockForTransaction(trx, 'clarity.market-data');
  const instruments = data.instruments.map(({ value }) => value);
  for (const rows of chunks(instruments)) {
    await trx
      .insertInto('market_instruments')
      .values(rows)
      .onConflict((oc) =>
        oc.column('ticker').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          asset_class: eb.ref('excluded.asset_class'),
          sector: eb.ref('excluded.sector'),
          region: eb.ref('excluded.region'),
          currency: eb.ref('excluded.currency'),
        })),
      )
      .execute();
  }

  for (const rows of chunks(data.prices.map(({ value }) => value))) {
    await trx
      .insertInto('market_prices')
      .values(rows)
      .onConflict((oc) => oc.columns(['ticker', 'date']).doUpdateSet((eb) => ({ close: eb.ref('excluded.close') })))
      .execute();
  }

  for (const rows of chunks(data.fx.map(({ value }) => value))) {
    await trx
      .insertInto('market_fx_rates')
      .values(rows)
      .onConflict((oc) => oc.columns(['base', 'quote', 'date']).doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate') })))
      .execute();
  }

  const sources = data.sources.map(({ value: s }) => ({
    id: s.id,
    publisher: s.publisher,
    title: s.title,
    url: s.url,
    published_at: s.publishedAt,
    synthetic: s.synthetic ? 1 : 0,
  }));
  for (const rows of chunks(sources)) {
    await trx
      .insertInto('market_sources')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          publisher: eb.ref('excluded.publisher'),
          title: eb.ref('excluded.title'),
          url: eb.ref('excluded.url'),
          published_at: eb.ref('excluded.published_at'),
          synthetic: eb.ref('excluded.synthetic'),
        })),
      )
      .execute();
  }

  let storyLinks = 0;
  for (const { value: story } of data.stories) {
    await trx
      .insertInto('market_stories')
      .values({ id: story.id, title: story.title, summary: story.summary, status: story.status })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          status: eb.ref('excluded.status'),
        })),
      )
      .execute();
    await trx.deleteFrom('market_story_links').where('story_id', '=', story.id).execute();
    await trx
      .insertInto('market_story_links')
      .values(story.links.map((link) => ({ story_id: story.id, kind: link.kind, value: link.value, relevance: link.relevance })))
      .execute();
    storyLinks += story.links.length;
  }

  let stateChanges = 0;
  for (const { value: development } of data.developments) {
    await trx
      .insertInto('market_developments')
      .values({
        id: development.id,
        story_id: development.storyId,
        date: development.date,
        headline: development.headline,
        summary: development.summary,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          story_id: eb.ref('excluded.story_id'),
          date: eb.ref('excluded.date'),
          headline: eb.ref('excluded.headline'),
          summary: eb.ref('excluded.summary'),
        })),
      )
      .execute();
    await trx.deleteFrom('market_development_sources').where('development_id', '=', development.id).execute();
    await trx
      .insertInto('market_development_sources')
      .values(development.sourceIds.map((sourceId, position) => ({ development_id: development.id, source_id: sourceId, position })))
      .execute();
    await trx.deleteFrom('market_state_changes').where('development_id', '=', development.id).execute();
    if (development.stateChanges.length > 0) {
      await trx
        .insertInto('market_state_changes')
        .values(
          development.stateChanges.map((change, position) => ({
            development_id: development.id,
            position,
            entity: change.entity,
            attribute: change.attribute,
            from_value: change.from,
            to_value: change.to,
          })),
        )
        .execute();
    }
    stateChanges += development.stateChanges.length;
  }

  // A corrected row for the same instrument, ex-date and type replaces the stored one.
  for (const rows of chunks(data.corporateActions.map(({ value }) => value))) {
    await trx
      .insertInto('market_corporate_actions')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['ticker', 'ex_date', 'type']).doUpdateSet((eb) => ({
          ratio_from: eb.ref('excluded.ratio_from'),
          ratio_to: eb.ref('excluded.ratio_to'),
          amount: eb.ref('excluded.amount'),
          currency: eb.ref('excluded.currency'),
        })),
      )
      .execute();
  }

  return {
    instruments: instruments.length,
    prices: data.prices.length,
    fxRates: data.fx.length,
    sources: sources.length,
    stories: data.stories.length,
    storyLinks,
    developments: data.developments.length,
    stateChanges,
    corporateActions: data.corporateActions.length,
  };
}

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}
