import type { AuthContext } from '../http/request-context.js';
import type { Clock } from '../clock.js';
import type { Locale } from '../i18n/catalog.js';
import { ApiError } from '../http/errors.js';
import type { EventPosition } from './event-ids.js';
import { RunLog, type FrameSink } from './run-log.js';

/** How long a run's events stay resumable after it ends. */
export const RESUMABLE_FOR_MS = 5 * 60_000;
/** What a refused resume says, whatever the reason (nothing tells whether the run exists). */
export const RUN_NOT_RESUMABLE_MESSAGE = 'Last-Event-ID names no run this server can resume; ask the question again without it';
/** How often ended runs past that time are dropped (one timer for the process, not one per run). */
const SWEEP_EVERY_MS = 30_000;

/** Who may resume a run: the organization that asked and, for embed tokens, the portfolio asked about. */
export interface RunOwner {
  orgId: string;
  /** The stored portfolio; undefined for an inline one (never resumable with an embed token). */
  portfolioId: string | undefined;
}

/**
 * A run this process holds: its log, who owns it, and how many connections follow it. A run that
 * loses every connection keeps going for `graceMs` so a client can resume it; if none does, it is
 * abandoned (its work stops, down to the model call).
 */
export class HeldRun {
  readonly log: RunLog;
  endedAt: number | undefined;
  /** No connection came back within the grace time: the work was stopped. */
  abandoned = false;
  private connections = 0;
  private graceTimer: NodeJS.Timeout | undefined;
  /** How to stop the run's work; dropped when it ends, so an ended run holds only its log. */
  private stopWork: (() => void) | undefined;

  constructor(
    readonly owner: RunOwner,
    runId: string,
    /** The language the run answers in: a resumed connection says so too (`Content-Language`). */
    readonly locale: Locale,
    private readonly graceMs: number,
  ) {
    this.log = new RunLog(runId);
  }

  /** What to do if the run is abandoned while it is still going. */
  onAbandoned(stop: () => void): void {
    this.stopWork = stop;
  }

  /** Replays what `sink` missed after `afterSeq`, then follows the run live (see RunLog.attach). */
  async attach(sink: FrameSink, afterSeq: number): Promise<void> {
    this.connections++;
    clearTimeout(this.graceTimer);
    await this.log.attach(sink, afterSeq);
  }

  detach(sink: FrameSink): void {
    this.log.detach(sink);
    this.connections--;
    if (this.connections > 0 || this.log.ended) return;
    this.graceTimer = setTimeout(() => {
      this.abandoned = true;
      this.stopWork?.();
    }, this.graceMs);
    this.graceTimer.unref();
  }

  ended(at: number): void {
    clearTimeout(this.graceTimer);
    this.stopWork = undefined;
    this.endedAt = at;
    this.log.end();
  }
}

/** How long a run with no connection keeps going, and the memory ended runs' logs may take. */
export interface ResumeLimits {
  graceMs: number;
  /** Past this many bytes of ended logs, the runs that ended first stop being resumable. */
  bufferBytes: number;
}

/**
 * The chat runs of this process that a `Last-Event-ID` may resume: running ones, and ended ones
 * for `RESUMABLE_FOR_MS` within a memory budget (a burst of traffic lets the oldest go sooner
 * rather than growing the process). Keyed by organization and run id, so a run id of another organization
 * is simply not there (409, like an unknown one: nothing reveals that it exists).
 */
export class ResumableRuns {
  private readonly running = new Map<string, HeldRun>();
  /** In the order the runs ended, so a sweep stops at the first one still fresh. */
  private readonly endedRuns = new Map<string, HeldRun>();
  /** What the logs in `endedRuns` take. */
  private endedBytes = 0;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly limits: ResumeLimits,
  ) {}

  /** Holds a new run; a run of the same organization with the same id is replaced. */
  hold(owner: RunOwner, runId: string, locale: Locale): HeldRun {
    const run = new HeldRun(owner, runId, locale, this.limits.graceMs);
    const key = keyOf(owner.orgId, runId);
    this.forgetEnded(key);
    this.running.set(key, run);
    return run;
  }

  /** The run is over. Its events stay resumable for a while, unless it was abandoned (no one is left to resume it). */
  release(run: HeldRun): void {
    const key = keyOf(run.owner.orgId, run.log.runId);
    run.ended(this.clock.now().getTime());
    if (this.running.get(key) === run) this.running.delete(key);
    if (run.abandoned || this.running.has(key)) {
      run.log.discard();
      return;
    }
    this.forgetEnded(key);
    this.endedRuns.set(key, run);
    this.endedBytes += run.log.sealedBytes;
    for (const [oldestKey] of this.endedRuns) {
      if (this.endedBytes <= this.limits.bufferBytes) break;
      this.forgetEnded(oldestKey);
    }
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
      this.sweeper.unref();
    }
  }

  /** A run that never started: no longer held. */
  drop(run: HeldRun): void {
    const key = keyOf(run.owner.orgId, run.log.runId);
    if (this.running.get(key) === run) this.running.delete(key);
    run.ended(this.clock.now().getTime());
    run.log.discard();
  }

  /**
   * The run `position` names, if `auth` may resume it: the same organization, for an embed token
   * the same portfolio, not expired, and a position the run has reached. Otherwise 409
   * `run_not_resumable`, whichever the reason.
   */
  find(auth: AuthContext, position: EventPosition): HeldRun {
    const key = keyOf(auth.orgId, position.runId);
    const run = this.running.get(key) ?? this.endedRuns.get(key);
    const allowed = run && (auth.kind !== 'embedToken' || run.owner.portfolioId === auth.portfolioId);
    if (!run || !allowed || this.expired(run) || position.seq > run.log.length) {
      throw new ApiError('run_not_resumable', RUN_NOT_RESUMABLE_MESSAGE);
    }
    return run;
  }

  get size(): number {
    return this.running.size + this.endedRuns.size;
  }

  private expired(run: HeldRun): boolean {
    return run.endedAt !== undefined && this.clock.now().getTime() - run.endedAt >= RESUMABLE_FOR_MS;
  }

  private forgetEnded(key: string): void {
    const run = this.endedRuns.get(key);
    if (!run) return;
    this.endedRuns.delete(key);
    this.endedBytes -= run.log.sealedBytes;
    // Its connection, if still held open, keeps the run but not its events.
    run.log.discard();
  }

  private sweep(): void {
    for (const [key, run] of this.endedRuns) {
      if (!this.expired(run)) break;
      this.forgetEnded(key);
    }
    if (this.endedRuns.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }
}

function keyOf(orgId: string, runId: string): string {
  // Run ids have no spaces (RunIdSchema), so the key is unambiguous.
  return `${orgId} ${runId}`;
}
