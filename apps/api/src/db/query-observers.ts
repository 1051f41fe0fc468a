import type { LogConfig } from 'kysely';
import type { QueryObserver } from './database.js';

/** The observers of one database's statements, fed by Kysely's `log` hook and by the direct reader. */
export class QueryObservers {
  private readonly observers = new Set<QueryObserver>();

  add(observer: QueryObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  get empty(): boolean {
    return this.observers.size === 0;
  }

  notify(sql: string, durationMs: number, failed: boolean): void {
    for (const observer of this.observers) observer(sql, durationMs, failed);
  }

  /** Kysely's `log` option: every statement Kysely runs. */
  readonly kyselyLog: LogConfig = (event) => {
    if (!this.empty) this.notify(event.query.sql, event.queryDurationMillis, event.level === 'error');
  };

  /** Runs a statement outside Kysely, telling the observers (when there are any) how it went. */
  timed<T>(sql: string, run: () => T): T {
    if (this.empty) return run();
    const started = performance.now();
    let failed = true;
    try {
      const result = run();
      failed = false;
      return result;
    } finally {
      this.notify(sql, performance.now() - started, failed);
    }
  }

  /** As {@link timed}, for a statement that answers later. */
  async timedAsync<T>(sql: string, run: () => Promise<T>): Promise<T> {
    if (this.empty) return run();
    const started = performance.now();
    let failed = true;
    try {
      const result = await run();
      failed = false;
      return result;
    } finally {
      this.notify(sql, performance.now() - started, failed);
    }
  }
}
