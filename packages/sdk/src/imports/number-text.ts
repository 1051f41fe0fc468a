// Powers of ten a decimal's fraction is tried at; each is exact as a double.
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8];

/**
 * `String(value)`, for the numbers a broker writes (a whole number, or up to eight decimals and 15
 * significant digits) without Number#toString's shortest-digits search: on a 50 MB export, turning
 * the prices into text for their ids cost about as much as hashing them. Any other number (more
 * digits, below 1e-6 or from 1e15, not finite) is `String(value)` itself.
 *
 * Why it is the same text: for the smallest k where some integer m (below 10^15, so that no other
 * decimal of as many digits is as close) gives m / 10^k === value, `m` with k decimals is a decimal
 * of the fewest digits that reads back as `value`, which is what Number#toString writes, in plain
 * notation between 1e-6 and 1e21.
 */
export function numberText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const magnitude = Math.abs(value);
  if (!(magnitude >= 1e-6 && magnitude < 1e15)) return String(value);
  for (let k = 1; k < POW10.length; k++) {
    const scale = POW10[k]!;
    const m = Math.round(magnitude * scale);
    if (m / scale !== magnitude) continue;
    if (m >= 1e15) break;
    const fraction = m % scale;
    const whole = (m - fraction) / scale;
    return `${value < 0 ? '-' : ''}${whole}.${String(fraction).padStart(k, '0')}`;
  }
  return String(value);
}
