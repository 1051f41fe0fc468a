import type { z } from 'zod';
import { ApiError } from './errors.js';

/** Cursors are opaque to callers: base64url JSON of the last row's sort key. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T extends z.ZodType>(cursor: string, schema: T): z.output<T> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success) {
    throw new ApiError('invalid_cursor', 'The cursor is not one this API returned', {
      issues: [{ path: ['cursor'], code: 'invalid_cursor', message: 'Unrecognised cursor' }],
    });
  }
  return parsed.data;
}
