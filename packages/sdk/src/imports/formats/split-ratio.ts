/**
 * A split's ratio from the units a broker took out and put back (two rows of one split): a whole ratio (4 for 1)
 * written whole, another as the two unit counts; undefined when the units are not two different positive numbers.
 */
export function ratioOfUnits(closedText: string | undefined, openedText: string | undefined): { from: string; to: string } | undefined {
  const [closed, opened] = [Number(closedText), Number(openedText)];
  if (!closedText || !openedText || !(closed > 0) || !(opened > 0) || closed === opened) return undefined;
  const whole = (ratio: number) => Math.round(ratio) > 1 && Math.abs(ratio - Math.round(ratio)) < 1e-6 * ratio;
  if (whole(closed / opened)) return { from: String(Math.round(closed / opened)), to: '1' };
  if (whole(opened / closed)) return { from: '1', to: String(Math.round(opened / closed)) };
  return { from: closedText, to: openedText };
}
