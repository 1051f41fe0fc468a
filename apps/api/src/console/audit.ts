import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';

/** Who made a change: a member's email (or `cli`), and the address the request came from. */
export interface Actor {
  label: string;
  address?: string | undefined;
}

/** How long audit entries are kept (docs/console.md): older ones are deleted as an organization's new ones are written, and for every organization by the hourly prune. */
export const AUDIT_RETENTION_DAYS = 400;

/** What the audit log can be filtered by (all optional). */
export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditEntry {
  seq: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  address: string | null;
}

/** The organization's audit log: every change made through the console or for it by the CLI. */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Writes one entry in `trx` (the transaction of the change it records). */
  async record(trx: Db, orgId: string, actor: Actor, action: string, target: string | null): Promise<void> {
    const now = this.clock.now();
    await trx.insertInto('console_audit').values({ org_id: orgId, at: now.toISOString(), actor: actor.label, action, target, address: actor.address ?? null }).execute();
    const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
    await trx.deleteFrom('console_audit').where('org_id', '=', orgId).where('at', '<', cutoff).execute();
  }

  /**
   * Newest first. `action` filters by its prefix (`key.` or `key.created`), `actor` by the member's
   * email (or `cli`), `from` and `to` by UTC day (both included); `before` pages by `seq`.
   */
  async list(orgId: string, filter: AuditFilter & { before?: number; limit: number }): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('console_audit').select(['seq', 'at', 'actor', 'action', 'target', 'address']).where('org_id', '=', orgId);
    // A prefix compared as text: LIKE would read `_` (in `sign_in_failed`) as a wildcard.
    if (filter.action) query = query.where(sql<string>`substr(action, 1, ${filter.action.length})`, '=', filter.action);
    if (filter.actor) query = query.where('actor', '=', filter.actor);
    // Times are ISO strings in UTC: a day's entries sort between its midnight and the next day's.
    if (filter.from) query = query.where('at', '>=', `${filter.from}T00:00:00.000Z`);
    if (filter.to) query = query.where('at', '<', new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000).toISOString());
    if (filter.before !== undefined) query = query.where('seq', '<', filter.before);
    return query.orderBy('seq', 'desc').limit(filter.limit).execute();
  }

  /** Deletes every organization's entries older than {@link AUDIT_RETENTION_DAYS} (run periodically, console/usage.ts); returns how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
    const result = await this.db.deleteFrom('console_audit').where('at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** RFC 4180 CSV of audit entries; a cell that a spreadsheet would run as a formula is quoted with a leading apostrophe. */
export function auditCsv(entries: AuditEntry[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [['at', 'actor', 'action', 'target', 'address'].join(',')];
  for (const e of entries) lines.push([e.at, e.actor, e.action, e.target, e.address].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
