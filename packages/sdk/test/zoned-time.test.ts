import { describe, expect, it } from 'vitest';
import { wallClockToUtc } from '../src/imports/zoned-time.js';

// wallClockToUtc caches each zone's offset per quarter hour (a 50 MB export reads a million times). The
// oracle here asks Intl for every instant, uncached: the two must agree on every wall-clock time,
// across daylight-saving changes and in zones whose offsets are not whole hours.

function offsetByIntl(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(instant / 1000) * 1000;
}

function utcByIntl(date: string, time: string, timeZone: string): string {
  const asIfUtc = Date.parse(`${date}T${time}Z`);
  return new Date(asIfUtc - offsetByIntl(asIfUtc - offsetByIntl(asIfUtc, timeZone), timeZone)).toISOString();
}

describe('wallClockToUtc', () => {
  it.each(['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'])('agrees with Intl asked each time, in %s, every 20 minutes around the year’s changes', (zone) => {
    for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 20) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
        expect(wallClockToUtc(day, time, zone).toISOString(), `${day} ${time}`).toBe(utcByIntl(day, time, zone));
      }
    }
  });

  it('reads a skipped spring-forward time with the offset after the change, a repeated autumn hour as its first', () => {
    // New York: 02:30 on 8 March 2026 does not exist (EST −5 → EDT −4): read at −4, 06:30 UTC. 01:30 on
    // 1 November happens twice: the first, still EDT, 05:30 UTC.
    expect(wallClockToUtc('2026-03-08', '02:30:00', 'America/New_York').toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(wallClockToUtc('2026-11-01', '01:30:00', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
