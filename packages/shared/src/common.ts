import { z } from 'zod';

/** ISO 4217 currency code, upper case. */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter upper-case currency code');

/** Instrument symbol: letters, digits and the punctuation exchanges use (BRK.B, BTC-USD, ^GSPC). */
export const TickerSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9^][A-Za-z0-9.\-:=/^]*$/, 'Must be an instrument symbol without spaces');

/** Amounts and quantities are bounded so that analytics never overflow or lose all precision. */
export const MAX_AMOUNT = 1e12;

/** A timestamp with an explicit offset, e.g. 2026-03-01T14:30:00Z. Stored and returned in UTC. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** A calendar date, YYYY-MM-DD. */
export const DateSchema = z.iso.date();

/** The caller's own identifier for a resource. */
export const ExternalIdSchema = z.string().min(1).max(128);
