// The bench's table: a row per figure, the in-run baseline it is judged against, the ratio to it and
// the target that ratio must meet. Speed targets are only ever ratios; a memory or size budget (which
// does not depend on how fast the machine is today) is the one kind of absolute target.

export const NOISE_NOTE =
  'Shared, noisy 2-core machine: absolute figures drift by ±15 % within a minute and between runs, so every speed target is a ratio to a baseline measured in the same run.';

/** Target: `ratio` at least `limit`, and every named condition true. */
export const atLeast = (limit, ratio, conditions) => ratioTarget('≥', limit, ratio >= limit, conditions);

/** Target: `ratio` at most `limit`, and every named condition true. */
export const atMost = (limit, ratio, conditions) => ratioTarget('≤', limit, ratio <= limit, conditions);

/** An absolute budget for what is not speed (bytes, memory): `text` says the limit, `met` whether it holds. */
export const budget = (text, met) => ({ text, pass: met });

function ratioTarget(sign, limit, met, conditions = {}) {
  const names = Object.keys(conditions);
  const failed = names.filter((name) => !conditions[name]);
  return { text: [`${sign} ${limit}×`, ...names].join(', '), pass: met && failed.length === 0, failed };
}

/** A baseline cell: what was measured, its value and unit (`req/s`, `ms`, `MB`). */
export const baselineOf = (name, value, unit) => ({ name, value, unit });

function fmt(n, digits = 1) {
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : String(n ?? '');
}

function fmtBaseline(b) {
  if (b === undefined) return '';
  const digits = b.unit === 'ms' ? (b.value < 10 ? 2 : 1) : 0;
  return `${b.name} ${fmt(b.value, digits)} ${b.unit}`;
}

const COLUMNS = [
  ['scenario', 64, 'end'],
  ['req/s', 8, 'start'],
  ['p50 ms', 8, 'start'],
  ['p99 ms', 8, 'start'],
  ['baseline (same run)', 32, 'end'],
  ['ratio', 7, 'start'],
  ['target', 30, 'end'],
  ['result', 6, 'end'],
  ['other', 0, 'end'],
];

function line(cells) {
  return `${cells.map((cell, i) => (COLUMNS[i][2] === 'end' ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1]))).join('  ').trimEnd()}\n`;
}

export function printHeader(out = process.stdout) {
  out.write(`${NOISE_NOTE}\n\n`);
  out.write(line(COLUMNS.map(([title]) => title)));
}

export function printRow(r, out = process.stdout) {
  const failedConditions = r.target?.failed?.length ? `failed: ${r.target.failed.join(', ')}; ` : '';
  out.write(
    line([
      r.label,
      fmt(r.reqPerSec, 0),
      fmt(r.p50, r.p50 < 10 ? 2 : 1),
      fmt(r.p99, r.p99 < 10 ? 2 : 1),
      fmtBaseline(r.baseline),
      r.ratio === undefined ? '' : `${fmt(r.ratio, 2)}×`,
      r.target?.text ?? '',
      r.target === undefined ? '' : r.target.pass ? 'PASS' : 'FAIL',
      `${failedConditions}${r.extra ?? ''}`,
    ]),
  );
}
