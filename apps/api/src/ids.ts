import { monotonicFactory } from 'ulid';
import { ID_PREFIX, type IdKind } from '@clarity/shared';

// Monotonic ULIDs sort by creation time even within one millisecond, which keeps
// id-ordered cursor pagination stable.
const nextUlid = monotonicFactory();

export function newId(kind: IdKind): string {
  return `${ID_PREFIX[kind]}_${nextUlid().toLowerCase()}`;
}
