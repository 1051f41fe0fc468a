import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActivityInputSchema, RecordTradesBodySchema } from '@clarity/shared';
import { parseBrokerFile } from '@clarity/sdk';

// The parsers' activities are the record-trades body's own shape (one schema, packages/shared):
// every activity read from every broker fixture passes the API's schema unchanged, as one body.

const dir = join(import.meta.dirname, 'fixtures', 'brokers');
const files = readdirSync(dir).filter((name) => !name.startsWith('.'));
// XTB's and bunq's sheets do not name the account's currency: the caller passes it.
const options: Record<string, { currency: string }> = { 'xtb.csv': { currency: 'USD' }, 'xtb-pl.csv': { currency: 'PLN' }, 'bunq.csv': { currency: 'EUR' } };

describe('parsed activities are what record-trades accepts', () => {
  it.each(files)('%s', (file) => {
    const result = parseBrokerFile(readFileSync(join(dir, file), 'utf8'), options[file]);
    expect(result.activities.length).toBeGreaterThan(0);
    for (const activity of result.activities) {
      const parsed = ActivityInputSchema.safeParse(activity);
      expect(parsed.success ? 'ok' : `${JSON.stringify(activity)}: ${parsed.error.message}`).toBe('ok');
    }
    expect(RecordTradesBodySchema.safeParse({ trades: result.activities, currentHoldings: [] }).success).toBe(true);
  });
});
