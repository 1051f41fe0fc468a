/** The service's notion of "now". Injected so tests and demos can fix or move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date): Clock {
  return { now: () => new Date(at.getTime()) };
}

/** A clock tests can move forward, e.g. to expire an embed token. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date): void {
    this.current = at.getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
