import { randomBytes } from 'node:crypto';

/**
 * Ids of things that live only inside one run's event stream (run, messages, tool calls). They are
 * never stored or looked up, so they need uniqueness, not the sortable public id format.
 */
export function newRunScopedId(prefix: 'run' | 'msg' | 'call'): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}
