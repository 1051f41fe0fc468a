import { z } from 'zod';

/** Prefixes of every public identifier. The body after the prefix is a lowercase ULID. */
export const ID_PREFIX = {
  portfolio: 'ppf',
  organization: 'org',
  user: 'usr',
  trade: 'trd',
  embed: 'emb',
  report: 'rpt',
  thread: 'thr',
  member: 'mbr',
} as const;

export type IdKind = keyof typeof ID_PREFIX;

const ULID_BODY = '[0-9a-hjkmnp-tv-z]{26}';

const ID_PATTERN = Object.fromEntries(
  Object.entries(ID_PREFIX).map(([kind, prefix]) => [kind, new RegExp(`^${prefix}_${ULID_BODY}$`)]),
) as Record<IdKind, RegExp>;

/** A schema that accepts only well-formed identifiers of one kind. */
export function idSchema(kind: IdKind) {
  return z.string().regex(ID_PATTERN[kind], `Must be a ${ID_PREFIX[kind]}_ identifier`);
}

export function isId(kind: IdKind, value: string): boolean {
  return ID_PATTERN[kind].test(value);
}
