import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { generateApiKey, type KeyEnvironment } from '../auth/api-keys.js';
import { notFound } from '../http/errors.js';
import { verifiedKeyCache } from '../auth/verified-key-cache.js';
import { newId } from '../ids.js';
import { NO_OTHER_INSTANCES, type InvalidationPublisher } from '../coordination/invalidations.js';
import { runListeners, type AfterCommit } from '../db/after-commit.js';

export interface Organization {
  id: string;
  name: string;
  active: boolean;
}

export interface IssuedKey {
  keyId: string;
  /** Shown once; only its hash is stored. */
  apiKey: string;
}

/** Runs inside the transaction that changes the organization's state; `trx` is that transaction. */
type OrganizationActiveChangedListener = (event: { orgId: string; active: boolean }, trx: Db) => Promise<AfterCommit | void>;

/** Organizations and their API keys: managed by the admin CLI, never over HTTP. */
export class OrganizationService {
  private readonly activeChangedListeners: OrganizationActiveChangedListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Tells running instances (this is also the admin CLI's service) to drop what they cached of a key or organization. */
    private readonly invalidations: InvalidationPublisher = NO_OTHER_INSTANCES,
  ) {}

  /** Lets other features react to (de)activation inside the same transaction (e.g. revoke embed tokens). */
  onActiveChanged(listener: OrganizationActiveChangedListener): void {
    this.activeChangedListeners.push(listener);
  }

  async create(name: string, env: KeyEnvironment): Promise<{ org: Organization; apiKey: string; keyId: string }> {
    const org: Organization = { id: newId('organization'), name, active: true };
    await this.db
      .insertInto('organizations')
      .values({ id: org.id, name, active: 1, created_at: this.clock.now().toISOString() })
      .execute();
    const key = await this.createKey(org.id, env);
    return { org, ...key };
  }

  async get(orgId: string): Promise<Organization> {
    const row = await this.db.selectFrom('organizations').selectAll().where('id', '=', orgId).executeTakeFirst();
    if (!row) throw notFound('Organization');
    return { id: row.id, name: row.name, active: row.active === 1 };
  }

  async findByName(name: string): Promise<Organization | undefined> {
    const row = await this.db.selectFrom('organizations').selectAll().where('name', '=', name).orderBy('created_at').executeTakeFirst();
    return row ? { id: row.id, name: row.name, active: row.active === 1 } : undefined;
  }

  async setActive(orgId: string, active: boolean): Promise<Organization> {
    const afterCommit = await this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('organizations').set({ active: active ? 1 : 0 }).where('id', '=', orgId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('Organization');
      return runListeners(this.activeChangedListeners, { orgId, active }, trx);
    });
    for (const after of afterCommit) after();
    verifiedKeyCache(this.db).clear();
    await this.invalidations.publish({ type: 'organization_changed', orgId });
    return this.get(orgId);
  }

  /**
   * A new key for the organization. `label`: the console's name for it and who made it. `db`: the
   * transaction to write in, when the caller writes more beside it (the console's audit row).
   */
  async createKey(orgId: string, env: KeyEnvironment, label: { name?: string; createdBy?: string } = {}, db: Db = this.db): Promise<IssuedKey> {
    const org = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
    if (!org) throw notFound('Organization');
    const key = generateApiKey(env);
    await db
      .insertInto('api_keys')
      .values({
        id: key.keyId,
        org_id: orgId,
        env,
        prefix: key.prefix,
        hash: key.hash,
        created_at: this.clock.now().toISOString(),
        revoked_at: null,
        ...(label.name !== undefined ? { name: label.name } : {}),
        ...(label.createdBy !== undefined ? { created_by: label.createdBy } : {}),
      })
      .execute();
    return { keyId: key.keyId, apiKey: key.apiKey };
  }

  async revokeKey(keyId: string): Promise<void> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: this.clock.now().toISOString() })
      .where('id', '=', keyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Active API key');
    verifiedKeyCache(this.db).clear();
    await this.invalidations.publish({ type: 'api_key_revoked', keyId });
  }
}
