/** Whole calendar days from `from` to `to` (YYYY-MM-DD or ISO timestamps; their UTC dates count). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}
